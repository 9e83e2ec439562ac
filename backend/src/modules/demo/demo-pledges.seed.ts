import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import type { Money } from '@koinonia/contracts';
import { bySystem } from '../../platform/commands/command-actor.type';
import { MakePledgeCommand, OpenCampaignCommand, OpenFundCommand, RecordDonationCommand, SwitchReceiptEmailsCommand } from '../giving';
import type { MemberQueriesService } from '../members';

const DAY = 86_400_000;
const usd = (minor: number): Money => ({ minor, currency: 'USD' });
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export interface DemoPledgePeople {
  /** Registered members, some of whom pledge. */
  memberIds: string[];
  /** The treasurer's account: pledge cards and gifts are entered in their name. */
  financeUserId: string | null;
}

/**
 * The demo church's building campaign through the real commands: a capital campaign fund, a
 * three-year "Building for the Future" campaign counting it, pledges from Ruth (so a member finds
 * her own), the pastor, a ministry leader and a handful of members, and six months of gifts toward
 * them. Receipts for the demo's books, which are history, are not emailed: the church turns
 * receipt emails back on once they are in.
 */
export async function seedDemoPledges(commands: CommandBus, members: MemberQueriesService, people: DemoPledgePeople, now = new Date()): Promise<void> {
  const actor = bySystem(people.financeUserId);
  const accounts = await members.byEmails(['member@demo.church', 'pastor@demo.church', 'leader@demo.church']);
  const named = ['member@demo.church', 'pastor@demo.church', 'leader@demo.church'].flatMap((email) => {
    const id = accounts.get(email)?.id;
    return id ? [id] : [];
  });
  const pledgers = [...named, ...people.memberIds.slice(10, 16)];
  const today = now.getTime() - (now.getTime() % DAY);
  const monthStart = (monthsAgo: number) => {
    const date = new Date(today);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsAgo, 1);
  };

  const fundId = randomUUID();
  await commands.execute(new OpenFundCommand(fundId, 'Capital campaign', actor));
  const campaignId = randomUUID();
  const startsOn = dateOf(monthStart(6));
  const endsOn = dateOf(Date.UTC(new Date(monthStart(6)).getUTCFullYear() + 3, new Date(monthStart(6)).getUTCMonth(), 0));
  await commands.execute(
    new OpenCampaignCommand({ campaignId, name: 'Building for the Future', goal: usd(25_000_000), startsOn, endsOn, fundIds: [fundId] }, actor),
  );

  // Three-year pledges, in whole dollars; the pastor and a few generous households pledge more.
  const amounts = [360_000, 900_000, 540_000, 180_000, 1_800_000, 720_000, 360_000, 1_080_000, 270_000];
  for (const [index, memberId] of pledgers.entries()) {
    const total = amounts[index % amounts.length];
    await commands.execute(new MakePledgeCommand(randomUUID(), campaignId, usd(total), { memberId }, null, actor));
    // Monthly gifts since the campaign began; some pledgers started late or missed a month.
    const monthly = Math.round(total / 36 / 100) * 100;
    for (let monthsAgo = 5; monthsAgo >= 0; monthsAgo--) {
      if ((index + monthsAgo) % 4 === 3) continue;
      const receivedOn = dateOf(Math.min(monthStart(monthsAgo) + 4 * DAY, today));
      await commands.execute(
        new RecordDonationCommand(
          {
            donationId: randomUUID(),
            donorMemberId: memberId,
            donorHouseholdId: null,
            amount: usd(monthly),
            splits: [{ fundId, amount: usd(monthly) }],
            method: index % 3 === 0 ? 'cheque' : 'bank-transfer',
            chequeNumber: index % 3 === 0 ? String(2000 + index * 10 + monthsAgo) : null,
            inKindDescription: null,
            receivedOn,
            note: null,
            deductible: usd(monthly),
            batchId: null,
          },
          actor,
        ),
      );
    }
  }
  await commands.execute(new SwitchReceiptEmailsCommand(true, bySystem()));
}
