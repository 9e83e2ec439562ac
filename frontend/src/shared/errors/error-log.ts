import { CLIENT_ERROR_TYPES, type ClientErrorType } from '@koinonia/contracts';
import { STORAGE_KEYS } from '../storage/storage-keys.constant';
import { parsers, readStored, writeStored, type Parser } from '../storage/stored-value';

/** A logged error, as the specification lists its fields (section 3). */
export interface LoggedError {
  code: string;
  message: string;
  type: ClientErrorType;
  details: Record<string, unknown>;
  timestamp: string;
  path: string;
  userId: string | null;
}

/** Specification, section 9: 100 kept in memory, the last 20 in local storage. */
export const ERROR_LOG_LIMITS = { memory: 100, storage: 20 } as const;

const parseEntry: Parser<LoggedError> = (value) => {
  if (typeof value !== 'object' || value === null) return undefined;
  const e = value as Record<string, unknown>;
  const ok =
    typeof e.code === 'string' &&
    typeof e.message === 'string' &&
    (CLIENT_ERROR_TYPES as readonly unknown[]).includes(e.type) &&
    typeof e.timestamp === 'string' &&
    typeof e.path === 'string' &&
    (e.userId === null || typeof e.userId === 'string');
  return ok ? ({ ...e, details: typeof e.details === 'object' && e.details !== null ? e.details : {} } as LoggedError) : undefined;
};

/** The errors this browser handled: the newest in memory, the last few kept across visits. */
export class ErrorLog {
  private readonly memory: LoggedError[] = [];

  constructor(
    private readonly limits: { memory: number; storage: number } = ERROR_LOG_LIMITS,
    private readonly storageKey: string = STORAGE_KEYS.errorLogs,
  ) {}

  add(entry: LoggedError): void {
    this.memory.push(entry);
    if (this.memory.length > this.limits.memory) this.memory.splice(0, this.memory.length - this.limits.memory);
    const stored = [...this.stored(), entry];
    writeStored(this.storageKey, stored.slice(-this.limits.storage));
  }

  /** This visit's entries, oldest first. */
  entries(): readonly LoggedError[] {
    return this.memory;
  }

  /** What local storage holds, oldest first. */
  stored(): LoggedError[] {
    return readStored(this.storageKey, parsers.list(parseEntry, this.limits.storage), []);
  }
}
