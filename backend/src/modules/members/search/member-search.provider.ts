import { Inject, Injectable } from '@nestjs/common';
import type { CurrentUser, SearchResultKind } from '@koinonia/contracts';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { ScoredResult, SearchProvider } from '../../../platform/search/search-provider.type';
import { MATCH_SCORE, titleScore } from '../../../platform/search/search-ranking.util';
import type { MemberDocument } from '../projections/member-directory.projection';
import { searchTermOf } from '../phones/phone-number.util';
import { escapeRegex } from '../queries/member-queries.service';
import { directoryReaderOf, toMemberView, visibilityFilter } from '../queries/member-visibility.util';

/** Matches looked at per query: enough to rank the best few among many partial matches. */
const CANDIDATES = 50;

/**
 * Members in global search, for roles that may read the directory. Only active members are
 * found, as the directory lists them by default: archived people stay out of everyday search.
 * Members' privacy choices apply as in the directory: others are found only when listed and only
 * by what they share.
 */
@Injectable()
export class MemberSearchProvider implements SearchProvider {
  readonly kind: SearchResultKind = 'member';
  readonly permission = 'members.read' as const;
  readonly feature = 'memberDirectory' as const;

  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async search(query: string, limit: number, actor: CurrentUser): Promise<ScoredResult[]> {
    const text = query.trim().toLowerCase();
    if (!text) return [];
    const reader = directoryReaderOf(actor);
    const members = this.readStore.collection<MemberDocument>('members');
    const options = { sort: { sortName: 1 as const, _id: 1 as const }, limit: CANDIDATES };
    // Names starting with the query first (a search for "an" should find Anna before Joanna),
    // then any other match of name, email or phone.
    // The plain substring condition lets the store's gram index narrow both queries.
    const anywherePattern = escapeRegex(searchTermOf(text));
    const wordStartPattern = `(^| )${anywherePattern}`;
    const anywhereFilter = { status: 'active', searchText: { $regex: anywherePattern }, ...visibilityFilter(reader, anywherePattern) };
    const wordStartFilter = { searchText: { $regex: wordStartPattern }, ...visibilityFilter(reader, wordStartPattern) };
    const [wordStarts, anywhere] = await Promise.all([
      members.find({ $and: [anywhereFilter, wordStartFilter] }, options),
      members.find(anywhereFilter, options),
    ]);
    const seen = new Set<string>();
    const scored: ScoredResult[] = [];
    for (const member of [...wordStarts, ...anywhere].map((document) => toMemberView(document, reader))) {
      if (seen.has(member.id)) continue;
      seen.add(member.id);
      const byName = titleScore(member.fullName, text);
      // An email that starts with the query ranks just below a name that does.
      const score = byName > MATCH_SCORE.other ? byName : member.email?.startsWith(text) ? MATCH_SCORE.wordPrefix - 1 : MATCH_SCORE.other;
      scored.push({
        score,
        // Without a shared email, the ministry tells two people of the same name apart.
        result: { kind: 'member', id: member.id, title: member.fullName, subtitle: member.email || member.ministry, path: `/members/${member.id}` },
      });
    }
    return scored.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
