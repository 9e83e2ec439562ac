import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnModuleInit, Optional } from '@nestjs/common';
import type { ClientErrorPage, ClientErrorType, ClientErrorView, LogClientErrorDto } from '@koinonia/contracts';
import { READ_STORE } from '../../platform/platform.tokens';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import { USER_DIRECTORY, type UserDirectory } from '../../platform/auth/user-directory.port';

export const CLIENT_ERROR_COLLECTION = 'client_errors';
/** The log keeps this many of the newest entries. */
export const CLIENT_ERROR_CAPACITY = 1000;
/** Injection token to keep fewer (tests). */
export const CLIENT_ERROR_CAPACITY_TOKEN = Symbol('CLIENT_ERROR_CAPACITY');

type ClientErrorDocument = {
  _id: string;
  code: string;
  message: string;
  type: ClientErrorType;
  details: Record<string, unknown> | null;
  timestamp: string;
  receivedAt: string;
  path: string;
  userId: string | null;
  userAgent: string;
};

/**
 * Errors browsers report, in a capped collection of their own — not events and not a read model.
 * They are untrusted, noisy diagnostics: the event store keeps everything forever and replays it,
 * so browser noise there would grow history without end and could never be pruned. Here the
 * newest {@link CLIENT_ERROR_CAPACITY} are kept, on whichever read store the app runs; no
 * projection owns the collection, so rebuilding the read models leaves it alone.
 */
@Injectable()
export class ClientErrorLog implements OnModuleInit {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    @Optional() @Inject(CLIENT_ERROR_CAPACITY_TOKEN) private readonly capacity: number = CLIENT_ERROR_CAPACITY,
  ) {}

  private get entries() {
    return this.readStore.collection<ClientErrorDocument>(CLIENT_ERROR_COLLECTION);
  }

  async onModuleInit(): Promise<void> {
    await this.entries.createIndex({ receivedAt: 1, _id: 1 });
  }

  async record(entry: LogClientErrorDto, context: { userId: string | null; userAgent: string; now?: Date }): Promise<void> {
    await this.entries.insertOne({
      _id: randomUUID(),
      code: entry.code,
      message: entry.message,
      type: entry.type,
      details: entry.details ?? null,
      timestamp: entry.timestamp,
      receivedAt: (context.now ?? new Date()).toISOString(),
      path: entry.path,
      userId: context.userId,
      userAgent: context.userAgent.slice(0, 256),
    });
    const excess = (await this.entries.countDocuments()) - this.capacity;
    if (excess <= 0) return;
    const oldest = await this.entries.find({}, { sort: { receivedAt: 1, _id: 1 }, limit: excess, projection: { _id: 1 } });
    await this.entries.deleteMany({ _id: { $in: oldest.map((d) => d._id) } });
  }

  async newest(limit: number): Promise<ClientErrorPage> {
    const [documents, total] = await Promise.all([this.entries.find({}, { sort: { receivedAt: -1, _id: -1 }, limit }), this.entries.countDocuments()]);
    const names = await this.directory.namesOf(documents.map((d) => d.userId).filter((id): id is string => id !== null));
    const items: ClientErrorView[] = documents.map(({ _id, ...rest }) => ({
      id: _id,
      ...rest,
      userName: rest.userId ? (names.get(rest.userId)?.displayName ?? null) : null,
    }));
    return { items, total, capacity: this.capacity };
  }
}
