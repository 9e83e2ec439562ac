import type { FaqId } from '@koinonia/contracts';
import type { Projection } from '../../../platform/projections/projection.type';
import type { FaqVoteEvent } from '../domain/faq-votes.events';

/** One person's vote on one FAQ; the counts are a count of these documents. */
export interface FaqVoteDocument {
  _id: string;
  faqId: FaqId;
  userId: string;
  helpful: boolean;
  revision: number;
  [key: string]: unknown;
}

export const faqVoteDocumentId = (faqId: string, userId: string) => `${faqId}:${userId}`;

/** The standing votes: a vote replaces the person's earlier one on that FAQ, a withdrawal removes it. */
export const faqVotesProjection: Projection<FaqVoteDocument> = {
  name: 'faq-votes',
  collection: 'faq_votes',
  version: 1,
  indexes: [{ spec: { faqId: 1 } }, { spec: { userId: 1 } }],
  canHandle: (event) => event.type === 'FaqVoteCast' || event.type === 'FaqVoteWithdrawn',
  documentId: (event) => {
    const data = event.data as { faqId?: string; userId?: string };
    return data.faqId && data.userId ? faqVoteDocumentId(data.faqId, data.userId) : null;
  },
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as FaqVoteEvent;
    if (event.type === 'FaqVoteWithdrawn') return null;
    const { userId, faqId, helpful } = event.data;
    return { _id: faqVoteDocumentId(faqId, userId), faqId, userId, helpful, revision: recorded.revision };
  },
};
