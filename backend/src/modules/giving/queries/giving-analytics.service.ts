import { Inject, Injectable } from '@nestjs/common';
import {
  can,
  type CurrentUser,
  type GivingAnalyticsQueryDto,
  type GivingAnalyticsView,
  type GivingDonorGroup,
  type GivingDonorTotal,
  type GivingPeriodTotal,
  type Money,
} from '@koinonia/contracts';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { Filter, ReadStore } from '../../../platform/read-store/read-store.port';
import { MemberIdentities } from '../../members';
import { OrganisationSettingsService } from '../../organisation';
import { donationsProjection, fundsProjection, type DonationDocument, type FundDocument } from '../projections/giving.projections';
import { GivingDonorNames } from './giving-donor-names.service';

/** The most donors a top-donor or giver list names. */
export const ANALYTICS_LIST_LIMIT = 10;
/** A lapsed giver gave in this many months before the period and not in it. */
const LAPSED_MONTHS = 12;

interface DonorTally {
  total: number;
  giftCount: number;
  first: string;
  last: string;
}

/** `2026-03-08` moved back by whole months (the day kept, clamped to the month's end). */
function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const start = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  start.setUTCDate(Math.min(day, lastDay));
  return start.toISOString().slice(0, 10);
}

function grouped(gifts: DonationDocument[], keyOf: (gift: DonationDocument) => string, currency: string): GivingPeriodTotal[] {
  const totals = new Map<string, { total: number; giftCount: number }>();
  for (const gift of gifts) {
    const key = keyOf(gift);
    const tally = totals.get(key) ?? { total: 0, giftCount: 0 };
    totals.set(key, { total: tally.total + gift.amount.minor, giftCount: tally.giftCount + 1 });
  }
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([period, tally]) => ({ period, total: { minor: tally.total, currency }, giftCount: tally.giftCount }));
}

/**
 * Donation analytics, from the gifts' read model: totals for a period by year, month and fund, the
 * average gift, top donors, first-time and lapsed givers. Reversed gifts count nothing; gifts of a
 * member merged into another count as the survivor's.
 */
@Injectable()
export class GivingAnalytics {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly identities: MemberIdentities,
    private readonly settings: OrganisationSettingsService,
    private readonly donorNames: GivingDonorNames,
  ) {}

  async of(query: GivingAnalyticsQueryDto, reader: Pick<CurrentUser, 'roles'>): Promise<GivingAnalyticsView> {
    const currency = this.settings.church.currency;
    const money = (minor: number): Money => ({ minor, currency });
    const from = query.from ?? null;
    const to = query.to ?? null;
    // Gifts before the period too: a first-time giver is one with none before it, a lapsed one gave in the year before it.
    const filter: Filter = { reversal: null };
    if (to) filter.receivedOn = { $lte: to };
    const gifts = (await this.readStore.collection<DonationDocument>(donationsProjection.collection).find(filter)).filter(
      (gift) => gift.amount.currency === currency,
    );
    const inPeriod = gifts.filter((gift) => !from || gift.receivedOn >= from);
    const survivors = await this.identities.survivorsOf(gifts.flatMap((gift) => (gift.donorMemberId ? [gift.donorMemberId] : [])));
    const donorOf = (gift: DonationDocument) => (gift.donorMemberId ? (survivors.get(gift.donorMemberId) ?? gift.donorMemberId) : null);

    const tallies = (list: DonationDocument[]) => {
      const byDonor = new Map<string, DonorTally>();
      for (const gift of list) {
        const donor = donorOf(gift);
        if (!donor) continue;
        const tally = byDonor.get(donor) ?? { total: 0, giftCount: 0, first: gift.receivedOn, last: gift.receivedOn };
        byDonor.set(donor, {
          total: tally.total + gift.amount.minor,
          giftCount: tally.giftCount + 1,
          first: gift.receivedOn < tally.first ? gift.receivedOn : tally.first,
          last: gift.receivedOn > tally.last ? gift.receivedOn : tally.last,
        });
      }
      return byDonor;
    };
    const period = tallies(inPeriod);
    const before = from ? tallies(gifts.filter((gift) => gift.receivedOn < from)) : new Map<string, DonorTally>();
    const firstTime = [...period.entries()].filter(([donor]) => !before.has(donor)).sort(([, a], [, b]) => a.first.localeCompare(b.first));
    const lapsedSince = from ? monthsBefore(from, LAPSED_MONTHS) : null;
    const lapsed = lapsedSince
      ? [...tallies(gifts.filter((gift) => gift.receivedOn < from! && gift.receivedOn >= lapsedSince)).entries()]
          .filter(([donor]) => !period.has(donor))
          .sort(([, a], [, b]) => b.last.localeCompare(a.last))
      : [];
    const top = [...period.entries()].sort(([, a], [, b]) => b.total - a.total).slice(0, ANALYTICS_LIST_LIMIT);

    // Names only for those who read individual gifts: a pastor plans with the numbers, not with who gave them.
    const namesDonors = can(reader.roles, 'giving.read');
    const names = namesDonors
      ? await this.donorNames.ofMembers([...top, ...firstTime.slice(0, ANALYTICS_LIST_LIMIT), ...lapsed.slice(0, ANALYTICS_LIST_LIMIT)].map(([donor]) => donor))
      : new Map<string, string>();
    const named = (entries: [string, DonorTally][], date: (tally: DonorTally) => string): GivingDonorTotal[] =>
      entries.slice(0, ANALYTICS_LIST_LIMIT).map(([donor, tally]) => ({
        donorMemberId: donor,
        donorName: names.get(donor) ?? '',
        total: money(tally.total),
        giftCount: tally.giftCount,
        date: date(tally),
      }));
    const group = (entries: [string, DonorTally][], date: (tally: DonorTally) => string): GivingDonorGroup => ({
      count: entries.length,
      donors: namesDonors ? named(entries, date) : null,
    });

    const byFund = new Map<string, number>();
    for (const gift of inPeriod) for (const split of gift.splits) byFund.set(split.fundId, (byFund.get(split.fundId) ?? 0) + split.amount.minor);
    const funds = await this.readStore
      .collection<FundDocument>(fundsProjection.collection)
      .find({ _id: { $in: [...byFund.keys()] } }, { sort: { sortName: 1 } });
    const total = inPeriod.reduce((sum, gift) => sum + gift.amount.minor, 0);
    return {
      from,
      to,
      currency,
      total: money(total),
      giftCount: inPeriod.length,
      averageGift: money(inPeriod.length === 0 ? 0 : Math.round(total / inPeriod.length)),
      donorCount: period.size,
      topDonors: namesDonors ? named(top, (tally) => tally.last) : null,
      byYear: grouped(inPeriod, (gift) => gift.receivedOn.slice(0, 4), currency),
      monthly: grouped(inPeriod, (gift) => gift.receivedOn.slice(0, 7), currency),
      byFund: funds.map((fund) => ({ fundId: fund._id, fundName: fund.name, total: money(byFund.get(fund._id) ?? 0) })),
      firstTimeGivers: group(firstTime, (tally) => tally.first),
      lapsedGivers: group(lapsed, (tally) => tally.last),
    };
  }
}
