import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { MemberAliasDocument } from '../projections/member-aliases.projection';

/** A merge of a merge (C into B, then B into A) is followed this far; deeper chains are not made by people. */
const MAX_CHAIN = 16;

/**
 * Who a member id stands for now that records can be merged: other contexts keep their own events
 * as they were recorded (attendance of B stays attendance of B) and ask here, when they read, whose
 * records to show under whom. An unmerge changes the answer back; nothing else needs to be undone.
 */
@Injectable()
export class MemberIdentities {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  private get aliases() {
    return this.readStore.collection<MemberAliasDocument>('member-aliases');
  }

  /** For each of these ids that was merged away, the record it now shows under (followed to the end of a chain). Ids not merged are absent. */
  async survivorsOf(ids: Iterable<string>): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    let pending = [...new Set(ids)];
    const next = new Map(pending.map((id) => [id, id]));
    for (let depth = 0; depth < MAX_CHAIN && pending.length > 0; depth++) {
      const documents = await this.aliases.find({ _id: { $in: pending } });
      const hop = new Map(documents.filter((document) => document.survivorId).map((document) => [document._id, document.survivorId]));
      const moved: string[] = [];
      for (const [origin, current] of next) {
        const survivor = hop.get(current);
        if (survivor === undefined) {
          next.delete(origin);
          continue;
        }
        found.set(origin, survivor);
        next.set(origin, survivor);
        moved.push(survivor);
      }
      pending = [...new Set(moved)];
    }
    return found;
  }

  /** Every id whose records show under this one: itself and what was merged into it (and into those); none when it was merged away itself. */
  async recordsOf(memberId: string): Promise<string[]> {
    const own = await this.aliases.findOne({ _id: memberId });
    if (own?.survivorId) return [];
    const ids = [memberId];
    let frontier = [memberId];
    for (let depth = 0; depth < MAX_CHAIN && frontier.length > 0; depth++) {
      const merged = await this.aliases.find({ survivorId: { $in: frontier } });
      frontier = merged.map((document) => document._id).filter((id) => !ids.includes(id));
      ids.push(...frontier);
    }
    return ids;
  }
}
