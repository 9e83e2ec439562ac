import { byActor, type SecurityLogRules } from '../../platform/security-log/security-log-rule.type';

/** Exports and reads of sensitive records, about the person who did them (see SensitiveAccessLog). */
export const SENSITIVE_ACCESS_SECURITY_LOG_RULES: SecurityLogRules = {
  DataExported: byActor('data-exported', ['dataset', 'format', 'rowCount']),
  PrayerRequestRead: byActor('prayer-request-read', ['prayerRequestId']),
  PastoralNoteRead: byActor('pastoral-note-read', ['pastoralNoteId', 'memberId']),
};
