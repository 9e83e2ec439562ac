import { Injectable } from '@nestjs/common';
import type { CurrentUser, SearchResultKind } from '@koinonia/contracts';
import type { ScoredResult, SearchProvider } from '../../../../platform/search/search-provider.type';
import { MATCH_SCORE, titleScore } from '../../../../platform/search/search-ranking.util';
import { SermonQueries } from '../queries/sermon-queries.service';

/** Matches looked at per query: enough to rank the best few. */
const CANDIDATES = 30;

/** Sermons in global search: published ones for everyone signed in (drafts too for the media team), by title first, then by anything the archive searches. */
@Injectable()
export class SermonSearchProvider implements SearchProvider {
  readonly kind: SearchResultKind = 'sermon';
  readonly permission = 'congregation.read' as const;
  readonly feature = 'sermonLibrary' as const;

  constructor(private readonly sermons: SermonQueries) {}

  async search(query: string, limit: number, actor: CurrentUser): Promise<ScoredResult[]> {
    const text = query.trim().toLowerCase();
    if (!text) return [];
    const found = await this.sermons.matching(text, actor, CANDIDATES);
    return found
      .map((sermon) => {
        const byTitle = sermon.title.toLowerCase().includes(text) ? titleScore(sermon.title, text) : MATCH_SCORE.other - 1;
        return {
          score: byTitle,
          result: {
            kind: 'sermon' as const,
            id: sermon._id,
            title: sermon.title,
            subtitle: `${sermon.speaker.name} · ${sermon.preachedOn}`,
            path: `/sermons/${sermon._id}`,
          },
        };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }
}
