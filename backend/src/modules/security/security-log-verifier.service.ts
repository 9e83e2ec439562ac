import { Inject, Injectable } from '@nestjs/common';
import type { ChainVerification } from '@koinonia/contracts';
import { EVENT_STORE } from '../../platform/platform.tokens';
import type { EventStore, RecordedEvent } from '../../platform/event-store/event-store.port';
import { SecurityLogRuleRegistry } from '../../platform/security-log/security-log-rules.registry';
import { firstUnlogged, verifyChain, type LoggedSource, type StoredEntry } from './domain/security-log.chain';
import { SECURITY_LOG_STREAM, type SecurityEntrySource, type SecurityLogEntry } from './domain/security-log.events';
import { SecurityLogReactor } from './reactors/security-log.reactor';
import { SecurityLogAnchors } from './security-log-anchors.service';
import { SecurityLogKeys } from './security-log-keys.service';

const PAGE = 1000;

/**
 * "Verify chain": recomputes the log from the event store itself (not the read model), with its
 * keyed links, against the last anchor, and checks that every security-relevant event the log
 * has reached has its entries.
 */
@Injectable()
export class SecurityLogVerifier {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly reactor: SecurityLogReactor,
    private readonly anchors: SecurityLogAnchors,
    private readonly rules: SecurityLogRuleRegistry,
    private readonly keys: SecurityLogKeys,
  ) {}

  async verify(): Promise<ChainVerification> {
    // Taken first: the log holds at least this much by the time it is read.
    const through = this.reactor.position;
    const anchor = await this.anchors.last();
    const readSource = async (source: SecurityEntrySource): Promise<RecordedEvent | null> =>
      (await this.eventStore.readStream(source.stream, { fromRevision: source.revision, maxCount: 1 }))[0] ?? null;
    const chain = await verifyChain(this.entries(), readSource, this.keys.digests, anchor);
    if (!chain.ok) return chain;
    const missing = await firstUnlogged(this.eventsThrough(through), this.loggedSources(), (event) => this.rules.entriesFor(event), chain.checked);
    return missing ?? chain;
  }

  private async *entries(): AsyncIterable<StoredEntry> {
    for (let from = 0; ; from += PAGE) {
      const page = await this.eventStore.readStream(SECURITY_LOG_STREAM, { fromRevision: from, maxCount: PAGE });
      for (const event of page) yield { revision: event.revision, entry: event.data as unknown as SecurityLogEntry };
      if (page.length < PAGE) return;
    }
  }

  private async *loggedSources(): AsyncIterable<LoggedSource> {
    for await (const { entry } of this.entries()) yield { seq: entry.seq, position: BigInt(entry.source.position) };
  }

  private async *eventsThrough(through: bigint): AsyncIterable<RecordedEvent> {
    let after = 0n;
    for (;;) {
      const page = await this.eventStore.readAll({ after, maxCount: PAGE });
      for (const event of page) {
        if (event.position > through) return;
        yield event;
      }
      if (page.length < PAGE) return;
      after = page[page.length - 1].position;
    }
  }
}
