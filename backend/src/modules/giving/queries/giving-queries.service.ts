import { Inject, Injectable } from '@nestjs/common';
import {
  type BatchView,
  type DonationPage,
  type DonationsQueryDto,
  type DonationTrail,
  type DonationTrailEntry,
  type DonationView,
  type FundView,
  type GivingActor,
  type GivingTotalsQueryDto,
  type GivingTotalsView,
  type MyGivingView,
} from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { DomainError } from '../../../platform/errors/domain-error';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { Filter, ReadStore } from '../../../platform/read-store/read-store.port';
import { MemberIdentities } from '../../members';
import { OrganisationSettingsService } from '../../organisation';
import { UUID_PATTERN } from '../domain/uuid.constant';
import { GivingDonorNames } from './giving-donor-names.service';
import {
  batchesProjection,
  donationsProjection,
  fundsProjection,
  type BatchDocument,
  type DonationDocument,
  type FundDocument,
} from '../projections/giving.projections';

/** The giving read side: funds, gifts with their trails, batches, and a member's own giving. */
@Injectable()
export class GivingQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    private readonly identities: MemberIdentities,
    private readonly settings: OrganisationSettingsService,
    private readonly donorNames: GivingDonorNames,
  ) {}

  private get fundsCollection() {
    return this.readStore.collection<FundDocument>(fundsProjection.collection);
  }

  private get donations() {
    return this.readStore.collection<DonationDocument>(donationsProjection.collection);
  }

  private get batchesCollection() {
    return this.readStore.collection<BatchDocument>(batchesProjection.collection);
  }

  async funds(): Promise<FundView[]> {
    const funds = await this.fundsCollection.find({}, { sort: { sortName: 1 } });
    return funds.map((fund) => ({ id: fund._id, name: fund.name, status: fund.status, revision: fund.revision }));
  }

  async list(query: DonationsQueryDto): Promise<DonationPage> {
    const filter: Filter = {};
    const received: Record<string, string> = {};
    if (query.from) received.$gte = query.from;
    if (query.to) received.$lte = query.to;
    if (Object.keys(received).length > 0) filter.receivedOn = received;
    if (query.fundId) filter.fundIds = query.fundId;
    if (query.donorMemberId) filter.donorMemberId = { $in: await this.identities.recordsOf(query.donorMemberId) };
    if (query.batchId) filter.batchId = query.batchId;
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const [documents, total] = await Promise.all([
      this.donations.find(filter, { sort: { receivedOn: -1, enteredAt: -1 }, skip: (page - 1) * pageSize, limit: pageSize }),
      this.donations.countDocuments(filter),
    ]);
    return { items: await this.viewsOf(documents), total, page, pageSize };
  }

  /** A gift, its batch and its trail: entered by whom, and any reversal with its reason. */
  async trail(id: string): Promise<DonationTrail> {
    const document = UUID_PATTERN.test(id) ? await this.donations.findOne({ _id: id }) : null;
    if (!document) throw new DomainError('NOT_FOUND');
    const [view] = await this.viewsOf([document]);
    const batch = document.batchId ? await this.batchesCollection.findOne({ _id: document.batchId }) : null;
    const trail: DonationTrailEntry[] = [{ kind: 'entered', at: view.enteredAt, by: view.enteredBy, amount: view.amount, reason: null }];
    if (view.reversal && document.reversal) {
      trail.push({
        kind: 'reversed',
        at: view.reversal.reversedAt,
        by: view.reversal.reversedBy,
        amount: document.reversal.amount,
        reason: view.reversal.reason,
      });
    }
    return { ...view, batch: batch ? { id: batch._id, name: batch.name, status: batch.status } : null, trail };
  }

  /** Totals by fund for a period: each gift's fund parts, reversed gifts left out (a reversal takes the whole gift back). */
  async totals(query: GivingTotalsQueryDto): Promise<GivingTotalsView> {
    const currency = this.settings.church.currency;
    const filter: Filter = { reversal: null };
    const received: Record<string, string> = {};
    if (query.from) received.$gte = query.from;
    if (query.to) received.$lte = query.to;
    if (Object.keys(received).length > 0) filter.receivedOn = received;
    const gifts = (await this.donations.find(filter)).filter((gift) => gift.amount.currency === currency);
    const byFund = new Map<string, number>();
    for (const gift of gifts) for (const split of gift.splits) byFund.set(split.fundId, (byFund.get(split.fundId) ?? 0) + split.amount.minor);
    const funds = await this.funds();
    return {
      from: query.from ?? null,
      to: query.to ?? null,
      total: { minor: gifts.reduce((sum, gift) => sum + gift.amount.minor, 0), currency },
      giftCount: gifts.length,
      byFund: funds
        .filter((fund) => byFund.has(fund.id))
        .map((fund) => ({ fundId: fund.id, fundName: fund.name, total: { minor: byFund.get(fund.id) ?? 0, currency } })),
    };
  }

  async batches(): Promise<BatchView[]> {
    const batches = await this.batchesCollection.find({}, { sort: { receivedOn: -1 } });
    const names = await this.directory.namesOf(batches.flatMap((batch) => (batch.closedBy ? [batch.closedBy] : [])));
    return batches.map((batch) => ({
      id: batch._id,
      name: batch.name,
      receivedOn: batch.receivedOn,
      status: batch.status,
      giftCount: batch.giftCount,
      enteredTotal: { minor: batch.entered, currency: batch.currency },
      countedTotal: batch.countedTotal,
      closedAt: batch.closedAt,
      closedBy: actorOf(batch.closedBy, names),
      revision: batch.revision,
    }));
  }

  /** A member's own gifts (and those of records merged into theirs); reversed gifts count nothing in the total. */
  async mine(memberId: string | null): Promise<MyGivingView> {
    const currency = this.settings.church.currency;
    if (!memberId) return { gifts: [], total: { minor: 0, currency } };
    const documents = await this.donations.find({ donorMemberId: { $in: await this.identities.recordsOf(memberId) } }, { sort: { receivedOn: -1 } });
    const gifts = await this.viewsOf(documents);
    const total = documents.filter((gift) => !gift.reversal && gift.amount.currency === currency).reduce((sum, gift) => sum + gift.amount.minor, 0);
    return { gifts, total: { minor: total, currency } };
  }

  private async viewsOf(documents: DonationDocument[]): Promise<DonationView[]> {
    const actorIds = documents.flatMap((gift) => [gift.enteredBy, gift.reversal?.by ?? null]).filter((id): id is string => id !== null);
    const fundIds = [...new Set(documents.flatMap((gift) => gift.fundIds))];
    const [names, funds, members, households] = await Promise.all([
      this.directory.namesOf(actorIds),
      this.fundsCollection.find({ _id: { $in: fundIds } }),
      this.donorNames.ofMembers(documents.flatMap((gift) => (gift.donorMemberId ? [gift.donorMemberId] : []))),
      this.donorNames.ofHouseholds(documents.flatMap((gift) => (gift.donorHouseholdId ? [gift.donorHouseholdId] : []))),
    ]);
    const fundNames = new Map(funds.map((fund) => [fund._id, fund.name]));
    return documents.map((gift) => ({
      id: gift._id,
      donorMemberId: gift.donorMemberId,
      donorHouseholdId: gift.donorHouseholdId,
      donorName: (gift.donorMemberId ? members.get(gift.donorMemberId) : gift.donorHouseholdId ? households.get(gift.donorHouseholdId) : null) ?? null,
      amount: gift.amount,
      splits: gift.splits.map((split) => ({ fundId: split.fundId, fundName: fundNames.get(split.fundId) ?? '', amount: split.amount })),
      method: gift.method,
      chequeNumber: gift.chequeNumber,
      inKindDescription: gift.inKindDescription,
      receivedOn: gift.receivedOn,
      note: gift.note,
      deductible: gift.deductible,
      batchId: gift.batchId,
      enteredAt: gift.enteredAt,
      enteredBy: actorOf(gift.enteredBy, names),
      reversal: gift.reversal ? { reversedAt: gift.reversal.at, reversedBy: actorOf(gift.reversal.by, names), reason: gift.reversal.reason } : null,
      revision: gift.revision,
    }));
  }
}

function actorOf(id: string | null, names: Map<string, { displayName: string }>): GivingActor | null {
  if (!id) return null;
  return { id, displayName: names.get(id)?.displayName ?? '' };
}
