import { Inject, Injectable } from '@nestjs/common';
import type {
  EngagementEvidence,
  EngagementOverview,
  EngagementPartView,
  EngagementPersonSummary,
  EngagementRisk,
  EngagementScoreView,
  ListMembersQueryDto,
} from '@koinonia/contracts';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { MemberIdentities, MemberQueriesService, WHOLE_DIRECTORY } from '../../members';
import { addDays } from '../domain/engagement-dates.util';
import { AT_RISK_RULE, SCORE_WEEKS, scoreOf, type EngagementScore } from '../domain/engagement-score';
import type { LoggedSignal } from '../domain/engagement-signal.type';
import type { EngagementNameDocument } from '../projections/engagement-names.projection';
import { loggedSignalsOf, type EngagementSignalDocument } from '../projections/engagement-signals.projection';

/** The tab's trend: the average score at the end of each of the last 12 weeks. */
export const TREND_WEEKS = 12;
/** The most people each of the tab's lists names. */
export const LIST_LIMIT = 100;
const WHOLE = 100_000;

const today = () => new Date().toISOString().slice(0, 10);
const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * Scores read from the signal log: a person's (one indexed read of their own signals, replayed up
 * to the day asked) and the congregation's for the Engagement tab (the recent weeks' signals and
 * the standing ones, read once, then every person's score on each week of the trend).
 */
@Injectable()
export class EngagementQueriesService {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly members: MemberQueriesService,
    private readonly identities: MemberIdentities,
  ) {}

  private get signals() {
    return this.readStore.collection<EngagementSignalDocument>('engagement-signals');
  }

  private get names() {
    return this.readStore.collection<EngagementNameDocument>('engagement-names');
  }

  /** A person's score on `asOf` (today when absent), explained; MEMBER_NOT_FOUND when there is no such person. */
  async person(memberId: string, asOf: string = today()): Promise<EngagementScoreView> {
    const [member, records] = await Promise.all([this.members.get(memberId, WHOLE_DIRECTORY), this.identities.recordsOf(memberId)]);
    const documents = await this.signals.find({ memberId: { $in: records } });
    const result = scoreOf(loggedSignalsOf(documents.filter((document) => followsMerge(document, memberId))), asOf);
    const nameOf = await this.namesOf(result.parts.flatMap((part) => part.evidence).concat(result.atRisk?.lastSeen ?? []));
    return {
      memberId,
      fullName: member.fullName,
      asOf,
      score: result.score,
      highPotential: result.highPotential,
      atRisk: riskView(result, nameOf),
      parts: result.parts.map((part): EngagementPartView => ({
        part: part.part,
        points: tenth(part.points),
        max: part.max,
        weeksPresent: part.weeksPresent,
        weeks: part.weeks,
        groupCount: part.groupCount,
        step: part.step,
        baptised: part.baptised,
        evidence: part.evidence.map((signal) => evidenceOf(signal, nameOf)),
      })),
    };
  }

  /** The Engagement tab on `asOf`: the active congregation's distribution, trend, high-potential and at-risk lists. */
  async overview(asOf: string = today()): Promise<EngagementOverview> {
    const people = (await this.members.list({ status: 'active', page: 1, pageSize: WHOLE, sort: 'name' } as ListMembersQueryDto, WHOLE_DIRECTORY)).items;
    // The oldest day any score here reads a weekly signal from: the trend's first week, and at-risk's twelve weeks.
    const from = addDays(asOf, -7 * Math.max(TREND_WEEKS - 1 + SCORE_WEEKS, AT_RISK_RULE.recentWeeks + AT_RISK_RULE.beforeWeeks));
    const [recent, standing] = await Promise.all([this.signals.find({ date: { $gte: from } }), this.signals.find({ standing: true })]);
    const survivors = await this.identities.survivorsOf([...recent, ...standing].map((document) => document.memberId));
    const byMember = new Map<string, Map<string, EngagementSignalDocument>>();
    for (const document of [...recent, ...standing]) {
      const person = survivors.get(document.memberId) ?? document.memberId;
      if (!followsMerge(document, person)) continue;
      const own = byMember.get(person) ?? new Map<string, EngagementSignalDocument>();
      own.set(document._id, document);
      byMember.set(person, own);
    }
    const weekEnds = Array.from({ length: TREND_WEEKS }, (_, i) => addDays(asOf, -7 * (TREND_WEEKS - 1 - i)));
    const totals = weekEnds.map(() => 0);
    const distribution = Array.from({ length: 10 }, (_, i) => ({ from: i * 10, to: i === 9 ? 100 : i * 10 + 9, count: 0 }));
    const scored: Array<{ person: (typeof people)[number]; result: EngagementScore }> = [];
    for (const person of people) {
      const signals = loggedSignalsOf([...(byMember.get(person.id)?.values() ?? [])]);
      weekEnds.forEach((day, i) => {
        const result = scoreOf(signals, day);
        totals[i] += result.score;
        if (day === asOf) scored.push({ person, result });
      });
    }
    for (const { result } of scored) distribution[Math.min(9, Math.floor(result.score / 10))].count++;
    const nameOf = await this.namesOf(scored.flatMap(({ result }) => (result.atRisk?.lastSeen ? [result.atRisk.lastSeen] : [])));
    const summary = ({ person, result }: (typeof scored)[number]): EngagementPersonSummary => ({
      memberId: person.id,
      fullName: person.fullName,
      score: result.score,
      atRisk: riskView(result, nameOf),
    });
    const count = people.length;
    return {
      asOf,
      people: count,
      average: count ? tenth(totals[TREND_WEEKS - 1] / count) : 0,
      distribution,
      trend: weekEnds.map((weekEnding, i) => ({ weekEnding, average: count ? tenth(totals[i] / count) : 0 })),
      highPotential: scored
        .filter(({ result }) => result.highPotential)
        .sort((a, b) => b.result.score - a.result.score)
        .slice(0, LIST_LIMIT)
        .map(summary),
      atRisk: scored
        .filter(({ result }) => result.atRisk)
        .sort((a, b) => (b.result.atRisk?.lastSeen?.date ?? '').localeCompare(a.result.atRisk?.lastSeen?.date ?? ''))
        .slice(0, LIST_LIMIT)
        .map(summary),
    };
  }

  private async namesOf(signals: readonly LoggedSignal[]): Promise<Map<string, string>> {
    const ids = [...new Set(signals.map((signal) => signal.ref).filter((ref): ref is string => ref !== null))];
    if (ids.length === 0) return new Map();
    return new Map((await this.names.find({ _id: { $in: ids } })).map((document) => [document._id, document.name]));
  }
}

/**
 * Whether a signal counts for `person`: their own, and the attendance and groups of records merged
 * into them. A merged record's step and baptism do not: the survivor's record holds the person's
 * (a merge that takes the merged record's values records them on the survivor). Who was merged
 * into whom is read as it stands today, so a score as of a day before the merge counts the merged
 * record's attendance and groups too: the person's history, one person from the start.
 */
function followsMerge(document: EngagementSignalDocument, person: string): boolean {
  return document.memberId === person || document.part !== 'steps';
}

function evidenceOf(signal: LoggedSignal, nameOf: ReadonlyMap<string, string>): EngagementEvidence {
  return { kind: signal.kind, date: signal.date, refId: signal.ref, refName: signal.ref ? (nameOf.get(signal.ref) ?? null) : null, value: signal.value };
}

function riskView(result: EngagementScore, nameOf: ReadonlyMap<string, string>): EngagementRisk | null {
  if (!result.atRisk) return null;
  const lastSeen = result.atRisk.lastSeen;
  return {
    presentWeeksBefore: result.atRisk.presentWeeksBefore,
    lastSeen: lastSeen?.date ?? null,
    lastSeenAt: lastSeen?.ref ? (nameOf.get(lastSeen.ref) ?? null) : null,
  };
}
