import { Injectable } from '@nestjs/common';
import { can, type CurrentUser, type FeatureFlag, type SearchResult } from '@koinonia/contracts';
import type { SearchProvider } from './search-provider.type';

/**
 * The providers of global search. Each module registers its own (see contextContributions), so
 * search needs no knowledge of the areas it covers.
 */
@Injectable()
export class SearchRegistry {
  private readonly providers: SearchProvider[] = [];

  register(provider: SearchProvider): void {
    if (this.providers.some((p) => p.kind === provider.kind)) throw new Error(`A search provider for "${provider.kind}" is already registered`);
    this.providers.push(provider);
  }

  kinds(): string[] {
    return this.providers.map((p) => p.kind);
  }

  /**
   * The best `limit` results from every provider the actor's roles open and whose area the church
   * has not turned off (`isEnabled`, the organisation's switches), best first.
   */
  async search(query: string, limit: number, actor: CurrentUser, isEnabled: (flag: FeatureFlag) => boolean): Promise<SearchResult[]> {
    const allowed = this.providers.filter((p) => can(actor.roles, p.permission) && (!p.feature || isEnabled(p.feature)));
    const answers = await Promise.all(allowed.map((p) => p.search(query, limit, actor)));
    return answers
      .flat()
      .sort((a, b) => b.score - a.score || a.result.title.localeCompare(b.result.title) || a.result.id.localeCompare(b.result.id))
      .slice(0, limit)
      .map((scored) => scored.result);
  }
}
