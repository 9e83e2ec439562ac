import { Injectable } from '@nestjs/common';
import type { ReconciliationDifference, ReconciliationReport } from '@koinonia/contracts';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.service';
import { GivingQueries } from '../../giving';
import { OrganisationSettingsService } from '../../organisation';
import { GivingLedger } from '../replay/giving-ledger.service';

/** How long to wait for the read side to reach the events being summed; and how often to try when events keep arriving. */
const READ_SIDE_WAIT_MS = 5_000;
const ATTEMPTS = 3;

/**
 * The reconciliation check: the sums of the giving events (totals by fund, gift count, batch totals)
 * against giving's read models as its own queries answer them. Both are taken at the same position:
 * it waits for the read side to reach the last event summed, and sums again if an event arrived
 * while the read models were read, so a live church's new gift is never reported as a difference.
 */
@Injectable()
export class Reconciliation {
  constructor(
    private readonly ledger: GivingLedger,
    private readonly giving: GivingQueries,
    private readonly runner: ProjectionRunner,
    private readonly settings: OrganisationSettingsService,
  ) {}

  async check(): Promise<ReconciliationReport> {
    for (let attempt = 1; ; attempt++) {
      const before = await this.ledger.current();
      await this.runner.waitFor(before.cursor, READ_SIDE_WAIT_MS);
      const [totals, batches] = await Promise.all([this.giving.totals({}), this.giving.batches()]);
      const after = await this.ledger.current();
      if (after.position === before.position || attempt === ATTEMPTS) return this.report(before, totals, batches);
    }
  }

  private report(
    { fold, position }: Awaited<ReturnType<GivingLedger['current']>>,
    totals: Awaited<ReturnType<GivingQueries['totals']>>,
    batches: Awaited<ReturnType<GivingQueries['batches']>>,
  ): ReconciliationReport {
    const differences: ReconciliationDifference[] = [];
    const differ = (difference: ReconciliationDifference) => {
      if (difference.events !== difference.readModel) differences.push(difference);
    };
    differ({ area: 'giving', id: 'total', name: '', field: 'total', events: fold.total, readModel: totals.total.minor });
    differ({ area: 'giving', id: 'total', name: '', field: 'giftCount', events: fold.giftCount, readModel: totals.giftCount });
    const readFunds = new Map(totals.byFund.map((fund) => [fund.fundId, fund]));
    const fundIds = new Set([...[...fold.byFund].filter(([, sum]) => sum.giftCount > 0 || sum.minor !== 0).map(([id]) => id), ...readFunds.keys()]);
    for (const id of fundIds) {
      const name = fold.funds.get(id)?.name ?? readFunds.get(id)?.fundName ?? '';
      differ({ area: 'fund', id, name, field: 'total', events: fold.byFund.get(id)?.minor ?? 0, readModel: readFunds.get(id)?.total.minor ?? 0 });
    }
    const readBatches = new Map(batches.map((batch) => [batch.id, batch]));
    for (const id of new Set([...fold.batches.keys(), ...readBatches.keys()])) {
      const events = fold.batches.get(id);
      const read = readBatches.get(id);
      const name = events?.name ?? read?.name ?? '';
      if (!events || !read) {
        differences.push({ area: 'batch', id, name, field: 'missing', events: events ? 1 : null, readModel: read ? 1 : null });
        continue;
      }
      differ({ area: 'batch', id, name, field: 'giftCount', events: events.giftCount, readModel: read.giftCount });
      differ({ area: 'batch', id, name, field: 'enteredTotal', events: events.entered, readModel: read.enteredTotal.minor });
      differ({ area: 'batch', id, name, field: 'countedTotal', events: events.countedTotal?.minor ?? null, readModel: read.countedTotal?.minor ?? null });
    }
    return {
      position: position.toString(),
      checkedAt: new Date().toISOString(),
      balanced: differences.length === 0,
      funds: fundIds.size,
      batches: fold.batches.size,
      giftCount: fold.giftCount,
      total: { minor: fold.total, currency: this.settings.church.currency },
      differences,
    };
  }
}
