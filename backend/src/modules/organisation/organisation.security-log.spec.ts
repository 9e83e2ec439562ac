import { SecurityLogRuleRegistry } from '../../platform/security-log/security-log-rules.registry';
import type { FeatureFlagChanged, MaintenanceModeChanged } from './domain/church.events';
import { ORGANISATION_SECURITY_LOG_RULES } from './organisation.security-log';

const rules = new SecurityLogRuleRegistry();
rules.register(ORGANISATION_SECURITY_LOG_RULES);

const AT = '2026-11-22T10:00:00.000Z';
const ADMIN = '22222222-2222-4222-8222-222222222222';

/** given a domain event (type, data, actor) → when mapped → then these entries. */
function given(type: string, data: Record<string, unknown>, actorId: string | null = null) {
  const source = { type, data, metadata: { actorId, correlationId: 'c', causationId: null, occurredAt: AT, schemaVersion: 1 } };
  return { then: (expected: unknown[]) => expect(rules.entriesFor(source)).toEqual(expected) };
}
const entry = (type: string, fields: Record<string, unknown> = {}) => ({ type, occurredAt: AT, userId: null, actorId: null, ip: null, details: {}, ...fields });

const EMITTED: Record<FeatureFlagChanged['type'] | MaintenanceModeChanged['type'], true> = { FeatureFlagChanged: true, MaintenanceModeChanged: true };

describe('organisation security-log rules', () => {
  it('records church-wide changes to who may do what, with the administrator and no account', () => {
    given('FeatureFlagChanged', { churchId: 'c-1', flag: 'memberDirectory', enabled: false }, ADMIN).then([
      entry('feature-flag-changed', { userId: null, actorId: ADMIN, details: { flag: 'memberDirectory', enabled: false } }),
    ]);
    // The maintenance message is free text: it stays out of the log.
    given('MaintenanceModeChanged', { churchId: 'c-1', enabled: true, message: 'Back at 6' }, ADMIN).then([
      entry('maintenance-mode-changed', { userId: null, actorId: ADMIN, details: { enabled: true } }),
    ]);
  });

  it('has a rule for every security-relevant event of the church, by its exact name', () => {
    expect(Object.keys(ORGANISATION_SECURITY_LOG_RULES).sort()).toEqual(Object.keys(EMITTED).sort());
  });
});
