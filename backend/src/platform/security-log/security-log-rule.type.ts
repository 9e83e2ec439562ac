import type { SecurityDetailValue, SecurityEventType } from '@koinonia/contracts';
import type { RecordedEvent } from '../event-store/event-store.port';

/** What a rule makes of one domain event, before the security log gives it its place in the chain. */
export interface SecurityEntryDraft {
  type: SecurityEventType;
  occurredAt: string;
  userId: string | null;
  actorId: string | null;
  ip: string | null;
  details: Record<string, SecurityDetailValue>;
}

export type SecurityLogSource = Pick<RecordedEvent, 'type' | 'data' | 'metadata'>;

/** Turns one domain event of a given type into security-log entries (none, one or several). */
export type SecurityLogRule = (data: Record<string, unknown>, source: SecurityLogSource) => SecurityEntryDraft[];

/** A module's rules, by the exact event type each reads. */
export type SecurityLogRules = Readonly<Record<string, SecurityLogRule>>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Only plain values a rule names go into an entry: never hashes, tokens, secrets or free text. */
export function pickDetails(data: Record<string, unknown>, keys: readonly string[]): Record<string, SecurityDetailValue> {
  const details: Record<string, SecurityDetailValue> = {};
  for (const key of keys) {
    const value = data[key];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') details[key] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) details[key] = value as string[];
  }
  return details;
}

/**
 * One entry about the account in `data.userId`. The actor is who the source says did it
 * (`data.by`, else the command's actor in metadata).
 */
export const aboutAccount =
  (type: SecurityEventType, detailKeys: readonly string[] = []): SecurityLogRule =>
  (data, source) => [
    {
      type,
      occurredAt: source.metadata.occurredAt,
      userId: text(data.userId),
      actorId: text(data.by) ?? source.metadata.actorId,
      ip: text(data.ip),
      details: pickDetails(data, detailKeys),
    },
  ];

/** Reads of sensitive records and exports: about the person who read or exported. */
export const byActor =
  (type: SecurityEventType, detailKeys: readonly string[]): SecurityLogRule =>
  (data, source) => [
    {
      type,
      occurredAt: source.metadata.occurredAt,
      userId: text(data.userId) ?? source.metadata.actorId,
      actorId: source.metadata.actorId,
      ip: text(data.ip),
      details: pickDetails(data, detailKeys),
    },
  ];
