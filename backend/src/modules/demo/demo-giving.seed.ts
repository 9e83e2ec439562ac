import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import type { DonationMethod, Money } from '@koinonia/contracts';
import { bySystem } from '../../platform/commands/command-actor.type';
import { CloseBatchCommand, OpenBatchCommand, OpenFundCommand, RecordDonationCommand, ReverseDonationCommand, type DonationRecord } from '../giving';
import type { MemberQueriesService } from '../members';

const DAY = 86_400_000;
const WEEKS = 13;
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const usd = (minor: number): Money => ({ minor, currency: 'USD' });

/** A small deterministic generator, so the demo's books are the same on every first start. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoGivingPeople {
  /** Registered members who give. */
  donorIds: string[];
  /** The treasurer's account: the gifts are entered in their name. */
  financeUserId: string | null;
}

/**
 * The demo church's books through the real commands: its four funds, and a quarter of Sunday
 * offerings, each counted into a batch by the counting team, entered by the treasurer and closed
 * once it reconciles. Some gifts are split over funds, most are cash or cheques, one is in kind;
 * one cheque bounced and was reversed after its batch closed.
 */
export async function seedDemoGiving(commands: CommandBus, members: MemberQueriesService, people: DemoGivingPeople, now = new Date()): Promise<void> {
  // Ruth Anderson (member@demo.church) gives every week, so a member finds their own giving.
  const ruth = (await members.byEmails(['member@demo.church'])).get('member@demo.church')?.id ?? null;
  const actor = bySystem(people.financeUserId);
  const random = generator(20_260_308);
  const fund = async (name: string) => {
    const id = randomUUID();
    await commands.execute(new OpenFundCommand(id, name, actor));
    return id;
  };
  const general = await fund('General');
  const missions = await fund('Missions');
  const building = await fund('Building');
  const benevolence = await fund('Benevolence');

  const today = now.getTime() - (now.getTime() % DAY);
  const lastSunday = today - new Date(today).getUTCDay() * DAY;
  const donors = people.donorIds.slice(0, 30);
  let bounced: string | null = null;
  for (let week = WEEKS; week >= 1; week--) {
    const receivedOn = dateOf(lastSunday - (week - 1) * 7 * DAY);
    const batchId = randomUUID();
    await commands.execute(new OpenBatchCommand(batchId, `Sunday offering ${receivedOn}`, receivedOn, actor));
    let entered = 0;
    const give = async (
      donorMemberId: string | null,
      amount: number,
      method: DonationMethod,
      splits: Array<[string, number]>,
      extra: Partial<DonationRecord> = {},
    ) => {
      const donationId = randomUUID();
      const donation: DonationRecord = {
        donationId,
        donorMemberId,
        donorHouseholdId: null,
        amount: usd(amount),
        splits: splits.map(([fundId, minor]) => ({ fundId, amount: usd(minor) })),
        method,
        chequeNumber: method === 'cheque' ? String(1000 + Math.floor(random() * 9000)) : null,
        inKindDescription: null,
        receivedOn,
        note: null,
        deductible: usd(amount),
        batchId,
        ...extra,
      };
      await commands.execute(new RecordDonationCommand(donation, actor));
      entered += amount;
      return donationId;
    };
    if (ruth)
      await give(ruth, 5000, 'cheque', [
        [general, 4000],
        [missions, 1000],
      ]);
    for (const donor of donors.filter(() => random() < 0.35)) {
      // Whole dollars mostly, as people write cheques and fold notes: $10 to $250.
      const amount = (10 + Math.floor(random() * 24) * 10) * 100;
      const method: DonationMethod = random() < 0.55 ? 'cheque' : 'cash';
      const roll = random();
      const split: Array<[string, number]> =
        roll < 0.15 && amount > 2000
          ? [
              [general, amount - 2000],
              [building, 2000],
            ]
          : roll < 0.25
            ? [[missions, amount]]
            : roll < 0.3
              ? [[benevolence, amount]]
              : [[general, amount]];
      const id = await give(donor, amount, method, split);
      if (week === 4 && method === 'cheque' && bounced === null) bounced = id;
    }
    // The loose offering: cash in the plate, no name on it.
    const loose = 8000 + Math.floor(random() * 400) * 25;
    await give(null, loose, 'cash', [[general, loose]]);
    if (week === 6) {
      await give(donors[2] ?? null, 30000, 'in-kind', [[benevolence, 30000]], { inKindDescription: 'Groceries for the food pantry', deductible: usd(30000) });
    }
    await commands.execute(new CloseBatchCommand(batchId, usd(entered), actor));
  }
  if (bounced) await commands.execute(new ReverseDonationCommand(bounced, 'The cheque was returned unpaid by the bank', actor));
}
