import { Reflector } from '@nestjs/core';
import type { ExecutionContext } from '@nestjs/common';
import { DEFAULT_FEATURE_FLAGS, type CurrentUser, type FeatureFlags } from '@koinonia/contracts';
import { Public, SignedIn } from '../../platform/auth/access.decorator';
import { Feature, OpenDuringMaintenance } from '../../platform/availability/availability.decorator';
import type { AppConfig } from '../../platform/config/app-config';
import type { SessionResolver } from '../../platform/auth/session-resolver.token';
import { AvailabilityGuard } from './availability.guard';
import type { OrganisationSettingsService } from './organisation-settings.service';

class Routes {
  @SignedIn()
  page() {}

  @Public()
  publicPage() {}

  @SignedIn()
  @OpenDuringMaintenance()
  whoAmI() {}
}

@Feature('memberDirectory')
class DirectoryRoutes {
  @SignedIn()
  list() {}
}

const member: CurrentUser = {
  id: 'u-member',
  email: 'm@x.org',
  displayName: 'M',
  roles: ['member'],
  memberId: null,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
};
const admin: CurrentUser = {
  id: 'u-admin',
  email: 'a@x.org',
  displayName: 'A',
  roles: ['admin'],
  memberId: null,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
};

function contextFor(type: object, handler: string, request: Record<string, unknown>): ExecutionContext {
  return {
    getType: () => 'http',
    getClass: () => type,
    getHandler: () => (type as { prototype: Record<string, unknown> }).prototype[handler],
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

function guardWith(state: { maintenance?: boolean; features?: Partial<FeatureFlags>; sessionUser?: CurrentUser | null }) {
  const features = { ...DEFAULT_FEATURE_FLAGS, ...state.features };
  const settings = {
    maintenance: { enabled: state.maintenance ?? false, message: null, changedAt: null, changedBy: null },
    isEnabled: (flag: keyof FeatureFlags) => features[flag],
  } as unknown as OrganisationSettingsService;
  const resolveSession = jest.fn(async () =>
    state.sessionUser ? { status: 'valid' as const, user: state.sessionUser, sessionId: 's' } : { status: 'missing' as const },
  );
  const sessions = { resolveSession } as unknown as SessionResolver;
  const config = { session: { cookieName: 'koinonia_session' } } as AppConfig;
  return { guard: new AvailabilityGuard(new Reflector(), settings, sessions, config), resolveSession };
}

const refusedWith = (promise: Promise<boolean>, code: string) => expect(promise).rejects.toMatchObject({ code });

describe('availability guard', () => {
  it('lets everything through when maintenance is off and every area is on, without looking up a session', async () => {
    const { guard, resolveSession } = guardWith({});
    await expect(guard.canActivate(contextFor(Routes, 'page', { user: member }))).resolves.toBe(true);
    await expect(guard.canActivate(contextFor(Routes, 'publicPage', {}))).resolves.toBe(true);
    expect(resolveSession).not.toHaveBeenCalled();
  });

  it('in maintenance, refuses non-admins with MAINTENANCE_MODE and lets admins through', async () => {
    const { guard } = guardWith({ maintenance: true });
    await refusedWith(guard.canActivate(contextFor(Routes, 'page', { user: member })), 'MAINTENANCE_MODE');
    await expect(guard.canActivate(contextFor(Routes, 'page', { user: admin }))).resolves.toBe(true);
  });

  it('in maintenance, keeps routes marked open answering everyone', async () => {
    const { guard } = guardWith({ maintenance: true });
    await expect(guard.canActivate(contextFor(Routes, 'whoAmI', { user: member }))).resolves.toBe(true);
  });

  it('in maintenance, looks up who calls a public route: an admin passes, anyone else is refused', async () => {
    const asAdmin = guardWith({ maintenance: true, sessionUser: admin });
    await expect(asAdmin.guard.canActivate(contextFor(Routes, 'publicPage', { cookies: { koinonia_session: 't' } }))).resolves.toBe(true);
    expect(asAdmin.resolveSession).toHaveBeenCalledWith('t');
    await refusedWith(guardWith({ maintenance: true, sessionUser: member }).guard.canActivate(contextFor(Routes, 'publicPage', {})), 'MAINTENANCE_MODE');
    await refusedWith(guardWith({ maintenance: true, sessionUser: null }).guard.canActivate(contextFor(Routes, 'publicPage', {})), 'MAINTENANCE_MODE');
  });

  it('refuses every route of a turned-off area with FEATURE_DISABLED, admins too', async () => {
    const { guard } = guardWith({ features: { memberDirectory: false } });
    await refusedWith(guard.canActivate(contextFor(DirectoryRoutes, 'list', { user: member })), 'FEATURE_DISABLED');
    await refusedWith(guard.canActivate(contextFor(DirectoryRoutes, 'list', { user: admin })), 'FEATURE_DISABLED');
    await expect(guard.canActivate(contextFor(Routes, 'page', { user: member }))).resolves.toBe(true);
    await expect(guardWith({}).guard.canActivate(contextFor(DirectoryRoutes, 'list', { user: member }))).resolves.toBe(true);
  });
});
