import type { CurrentUser, UserRole } from '@koinonia/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import type { UserDocument } from '../projections/users.projection';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

/** An account id from a URL: anything that is not an id is an account that does not exist (and names no stream). */
export function assertUserId(userId: string): void {
  if (!isUuid(userId)) throw new DomainError('NOT_FOUND');
}

export function needsTwoFactorSetup(user: Pick<UserDocument, 'roles' | 'twoFactorEnabled'>, requiredRoles: readonly UserRole[]): boolean {
  return !user.twoFactorEnabled && user.roles.some((role) => requiredRoles.includes(role));
}

/** `memberId`: the record the account's own now shows under (its survivor, when it was merged into another). */
export function toCurrentUser(user: UserDocument, requiredRoles: readonly UserRole[], memberId = user.memberId): CurrentUser {
  return {
    id: user._id,
    email: user.email,
    displayName: user.displayName,
    roles: user.roles,
    memberId,
    twoFactorEnabled: user.twoFactorEnabled,
    twoFactorSetupRequired: needsTwoFactorSetup(user, requiredRoles),
  };
}
