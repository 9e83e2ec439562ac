import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { SearchResultKind } from '@koinonia/contracts';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { ScoredResult, SearchProvider } from '../../search/search-provider.type';
import { SearchRegistry } from '../../search/search-registry.service';
import { MATCH_SCORE, titleScore } from '../../search/search-ranking.util';
import type { MemberDocument } from '../projections/member-directory.projection';
import { escapeRegex } from '../queries/member-queries.service';

/** Matches looked at per query: enough to rank the best few among many partial matches. */
const CANDIDATES = 50;

/**
 * Members in global search, for roles that may read the directory. Only active members are
 * found, as the directory lists them by default: archived people stay out of everyday search.
 */
@Injectable()
export class MemberSearchProvider implements SearchProvider, OnModuleInit {
  readonly kind: SearchResultKind = 'member';
  readonly permission = 'members.read' as const;
  readonly feature = 'memberDirectory' as const;

  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly registry: SearchRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async search(query: string, limit: number): Promise<ScoredResult[]> {
    const text = query.trim().toLowerCase();
    if (!text) return [];
    const members = this.readStore.collection<MemberDocument>('members');
    const options = { sort: { sortName: 1 as const, _id: 1 as const }, limit: CANDIDATES };
    // Names starting with the query first (a search for "an" should find Anna before Joanna),
    // then any other match of name, email or phone.
    // The plain substring condition lets the store's gram index narrow both queries.
    const anywhereFilter = { status: 'active', searchText: { $regex: escapeRegex(text) } };
    const [wordStarts, anywhere] = await Promise.all([
      members.find({ $and: [anywhereFilter, { searchText: { $regex: `(^| )${escapeRegex(text)}` } }] }, options),
      members.find(anywhereFilter, options),
    ]);
    const seen = new Set<string>();
    const scored: ScoredResult[] = [];
    for (const member of [...wordStarts, ...anywhere]) {
      if (seen.has(member._id)) continue;
      seen.add(member._id);
      const byName = titleScore(member.fullName, text);
      // An email that starts with the query ranks just below a name that does.
      const score = byName > MATCH_SCORE.other ? byName : member.email.startsWith(text) ? MATCH_SCORE.wordPrefix - 1 : MATCH_SCORE.other;
      scored.push({
        score,
        result: { kind: 'member', id: member._id, title: member.fullName, subtitle: member.email, path: `/members/${member._id}` },
      });
    }
    return scored.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
