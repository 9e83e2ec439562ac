import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import type { MemberMergedInto, MemberUnmergedFrom } from '../domain/member.events';

/**
 * One document per record that was ever merged into another: `survivorId` is the record its
 * history, attendance and groups now show under ('' once unmerged: kept, not deleted, so that an
 * older event replayed after the unmerge cannot bring the alias back).
 */
export type MemberAliasDocument = { _id: string; survivorId: string; revision: number };

const ALIAS_EVENTS: ReadonlySet<string> = new Set<string>(['MemberMergedInto', 'MemberUnmergedFrom'] satisfies Array<
  (MemberMergedInto | MemberUnmergedFrom)['type']
>);

/** The members context's identity resolution: merged record → survivor, read by other contexts through `MemberIdentities`. */
export const memberAliasesProjection: Projection<MemberAliasDocument> = {
  name: 'member-aliases',
  collection: 'member-aliases',
  version: 1,
  indexes: [{ spec: { survivorId: 1 } }],
  canHandle: (event: RecordedEvent) => ALIAS_EVENTS.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { memberId?: string }).memberId ?? null,

  project(document, recorded) {
    // The merged record's own events, in its stream's order: one at or below the document's revision was applied already.
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as MemberMergedInto | MemberUnmergedFrom;
    const survivorId = event.type === 'MemberMergedInto' ? event.data.survivorId : '';
    return { _id: event.data.memberId, survivorId, revision: recorded.revision };
  },
};
