import type { Decider } from '../../../platform/commands/decider.type';

/** Formats the app exports in (specification: PDF, Excel, CSV; JSON for a person's own data). */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Someone read or took away what the church must account for: a data export, a prayer request,
 * a pastoral note. `userId` is who did it. The security log maps these by name (its table names
 * the same fields); each record is its own short stream, as nothing ever loads them back and a
 * stream per person would be read whole on every record.
 */
export type DataExported = { type: 'DataExported'; data: { userId: string; dataset: string; format: ExportFormat; rowCount: number; ip: string; at: string } };
export type PrayerRequestRead = { type: 'PrayerRequestRead'; data: { userId: string; prayerRequestId: string; ip: string; at: string } };
export type PastoralNoteRead = { type: 'PastoralNoteRead'; data: { userId: string; pastoralNoteId: string; memberId: string; ip: string; at: string } };
export type SensitiveAccessEvent = DataExported | PrayerRequestRead | PastoralNoteRead;

export type SensitiveAccessCommand =
  | { type: 'RecordDataExport'; userId: string; dataset: string; format: ExportFormat; rowCount: number; ip: string }
  | { type: 'RecordPrayerRequestRead'; userId: string; prayerRequestId: string; ip: string }
  | { type: 'RecordPastoralNoteRead'; userId: string; pastoralNoteId: string; memberId: string; ip: string };

/** One record's stream; the record's id comes from outside (the handler makes it). */
export const sensitiveAccessStream = (recordId: string) => `sensitiveaccess-${recordId}`;

const MAX_NAME = 128;

/** A caller's mistake, not a person's input: it must fail loudly (500, logged) rather than record nonsense. */
function required(name: string, value: string): void {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_NAME)
    throw new TypeError(`Sensitive access record: ${name} must be 1 to ${MAX_NAME} characters`);
}

export const sensitiveAccessDecider: Decider<{ recorded: boolean }, SensitiveAccessCommand, SensitiveAccessEvent> = {
  initialState: () => ({ recorded: false }),
  evolve: (state, event) =>
    event.type === 'DataExported' || event.type === 'PrayerRequestRead' || event.type === 'PastoralNoteRead' ? { recorded: true } : state,
  decide(command, state, context) {
    if (state.recorded) return [];
    required('userId', command.userId);
    const ip = command.ip.slice(0, 64);
    switch (command.type) {
      case 'RecordDataExport': {
        required('dataset', command.dataset);
        if (!(EXPORT_FORMATS as readonly string[]).includes(command.format))
          throw new TypeError(`Sensitive access record: unknown export format ${String(command.format)}`);
        if (!Number.isSafeInteger(command.rowCount) || command.rowCount < 0)
          throw new TypeError('Sensitive access record: rowCount must be a whole number, 0 or more');
        const { userId, dataset, format, rowCount } = command;
        return [{ type: 'DataExported', data: { userId, dataset, format, rowCount, ip, at: context.now } }];
      }
      case 'RecordPrayerRequestRead':
        required('prayerRequestId', command.prayerRequestId);
        return [{ type: 'PrayerRequestRead', data: { userId: command.userId, prayerRequestId: command.prayerRequestId, ip, at: context.now } }];
      case 'RecordPastoralNoteRead':
        required('pastoralNoteId', command.pastoralNoteId);
        required('memberId', command.memberId);
        return [
          {
            type: 'PastoralNoteRead',
            data: { userId: command.userId, pastoralNoteId: command.pastoralNoteId, memberId: command.memberId, ip, at: context.now },
          },
        ];
      default: {
        const unknown: never = command;
        throw new TypeError(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
