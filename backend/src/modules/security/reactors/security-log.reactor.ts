import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { REALTIME_ROOMS } from '@koinonia/contracts';
import { EVENT_STORE } from '../../../platform/platform.tokens';
import { SCHEMA_VERSION } from '../../../platform/commands/command-executor.service';
import type { EventStore, NewEvent, RecordedEvent } from '../../../platform/event-store/event-store.port';
import { OutputStreamCheckpoint } from '../../../platform/reactors/output-stream-checkpoint';
import type { Reactor } from '../../../platform/reactors/reactor.type';
import { RealtimeService } from '../../../platform/realtime/realtime.service';
import { chainEntries, EMPTY_CHAIN, type ChainHead } from '../domain/security-log.chain';
import { SECURITY_LOG_ENTRY_RECORDED, SECURITY_LOG_STREAM, type SecurityLogEntry } from '../domain/security-log.events';
import { SecurityLogRuleRegistry } from '../../../platform/security-log/security-log-rules.registry';
import { SecurityLogKeys } from '../security-log-keys.service';
import { SecurityQueries } from '../security-queries.service';

const entryOf = (output: RecordedEvent) => output.data as unknown as SecurityLogEntry;

/**
 * Appends a security-log entry for each security-relevant event, in order, to one chain of
 * keyed links (HMAC, see SecurityLogKeys). The log is its own checkpoint (OutputStreamCheckpoint): the last entry names the
 * position of its source, so a restart resumes right after it — nothing is skipped, nothing is
 * logged twice, also with another instance appending to the same log.
 */
@Injectable()
export class SecurityLogReactor implements Reactor {
  readonly name = 'security-log';
  readonly checkpoint: OutputStreamCheckpoint;
  private readonly logger = new Logger('SecurityLog');
  private head: ChainHead = EMPTY_CHAIN;

  constructor(
    @Inject(EVENT_STORE) eventStore: EventStore,
    private readonly realtime: RealtimeService,
    private readonly queries: SecurityQueries,
    private readonly rules: SecurityLogRuleRegistry,
    private readonly keys: SecurityLogKeys,
  ) {
    this.checkpoint = new OutputStreamCheckpoint(eventStore, SECURITY_LOG_STREAM, {
      sourcePositionOf: (output) => BigInt(entryOf(output).source.position),
      // Entries appended elsewhere (or before a restart) continue the chain from their end.
      adopt: (output) => {
        const entry = entryOf(output);
        this.head = { nextSeq: entry.seq + 1, prevHash: entry.hash };
      },
    });
  }

  /** The position of the last source event in the log. */
  get position(): bigint {
    return this.checkpoint.position;
  }

  handles(event: RecordedEvent): boolean {
    return this.rules.isRelevant(event.type);
  }

  async handle(event: RecordedEvent): Promise<void> {
    const drafts = this.rules.entriesFor(event);
    if (drafts.length === 0) return;
    // Chained on the head as it is when appending: built again on the adopted head when another instance appended first.
    let chained = undefined as ReturnType<typeof chainEntries> | undefined;
    const appended = await this.checkpoint.append(event, () => {
      chained = chainEntries(drafts, event, this.head, this.keys.digests.keyed);
      return chained.entries.map((entry) => this.toEvent(entry, event));
    });
    if (!appended || !chained) return;
    this.head = chained.head;
    await this.push(chained.entries);
  }

  private toEvent(entry: SecurityLogEntry, source: RecordedEvent): NewEvent {
    return {
      type: SECURITY_LOG_ENTRY_RECORDED,
      data: entry as unknown as Record<string, unknown>,
      metadata: {
        actorId: source.metadata.actorId,
        correlationId: source.metadata.correlationId ?? randomUUID(),
        causationId: source.id,
        occurredAt: new Date().toISOString(),
        schemaVersion: SCHEMA_VERSION,
      },
    };
  }

  private async push(entries: SecurityLogEntry[]): Promise<void> {
    try {
      for (const view of await this.queries.viewsOf(entries)) this.realtime.toRoom(REALTIME_ROOMS.securityFeed, 'security:entry', view);
    } catch (error) {
      // The entry is logged; a feed that misses it live still shows it on the next load.
      this.logger.warn(`Could not push a security entry live: ${String(error)}`);
    }
  }
}
