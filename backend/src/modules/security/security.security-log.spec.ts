import { SecurityLogRuleRegistry } from '../../platform/security-log/security-log-rules.registry';
import type { SensitiveAccessEvent } from './domain/sensitive-access.decider';
import { SENSITIVE_ACCESS_SECURITY_LOG_RULES } from './security.security-log';

const rules = new SecurityLogRuleRegistry();
rules.register(SENSITIVE_ACCESS_SECURITY_LOG_RULES);

const AT = '2026-11-22T10:00:00.000Z';
const USER = '11111111-1111-4111-8111-111111111111';
const ADMIN = '22222222-2222-4222-8222-222222222222';

/** given a domain event (type, data, actor) → when mapped → then these entries. */
function given(type: string, data: Record<string, unknown>, actorId: string | null = null) {
  const source = { type, data, metadata: { actorId, correlationId: 'c', causationId: null, occurredAt: AT, schemaVersion: 1 } };
  return { then: (expected: unknown[]) => expect(rules.entriesFor(source)).toEqual(expected) };
}
const entry = (type: string, fields: Record<string, unknown> = {}) => ({ type, occurredAt: AT, userId: USER, actorId: null, ip: null, details: {}, ...fields });

const EMITTED: Record<SensitiveAccessEvent['type'], true> = { DataExported: true, PrayerRequestRead: true, PastoralNoteRead: true };

describe('sensitive-access security-log rules', () => {
  it('records exports and sensitive reads about the person who did them', () => {
    given('DataExported', { dataset: 'members', format: 'csv', rowCount: 120 }, ADMIN).then([
      entry('data-exported', { userId: ADMIN, actorId: ADMIN, details: { dataset: 'members', format: 'csv', rowCount: 120 } }),
    ]);
    given('PrayerRequestRead', { prayerRequestId: 'p-1' }, ADMIN).then([
      entry('prayer-request-read', { userId: ADMIN, actorId: ADMIN, details: { prayerRequestId: 'p-1' } }),
    ]);
    given('PastoralNoteRead', { pastoralNoteId: 'n-1', memberId: 'm-1' }, ADMIN).then([
      entry('pastoral-note-read', { userId: ADMIN, actorId: ADMIN, details: { pastoralNoteId: 'n-1', memberId: 'm-1' } }),
    ]);
  });

  it('has a rule for every sensitive-access event, by its exact name', () => {
    expect(Object.keys(SENSITIVE_ACCESS_SECURITY_LOG_RULES).sort()).toEqual(Object.keys(EMITTED).sort());
  });

  it('makes nothing of events no rule names', () => {
    given('MemberRegistered', { memberId: 'm-1', fullName: 'A' }, ADMIN).then([]);
  });
});
