import type { Money } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Projection } from '../../../../platform/projections/projection.type';
import { CAMPAIGN_EVENT_TYPES, type CampaignEvent } from '../domain/campaign.events';

export type CampaignDocument = {
  _id: string;
  name: string;
  goal: Money;
  startsOn: string;
  endsOn: string;
  fundIds: string[];
  status: 'open' | 'closed';
  revision: number;
};

/** Campaigns as they stand; what was pledged and given is computed when read. */
export const campaignsProjection: Projection<CampaignDocument> = {
  name: 'giving-campaigns',
  collection: 'giving-campaigns',
  version: 1,
  indexes: [{ spec: { startsOn: -1 } }],
  canHandle: (event: RecordedEvent) => CAMPAIGN_EVENT_TYPES.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { campaignId?: string }).campaignId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as CampaignEvent;
    switch (event.type) {
      case 'CampaignOpened': {
        const { campaignId, ...campaign } = event.data;
        return { _id: campaignId, ...campaign, status: 'open', revision: recorded.revision };
      }
      case 'CampaignChanged':
        return document ? { ...document, ...event.data.changes, revision: recorded.revision } : null;
      case 'CampaignClosed':
        return document ? { ...document, status: 'closed', revision: recorded.revision } : null;
      case 'CampaignReopened':
        return document ? { ...document, status: 'open', revision: recorded.revision } : null;
      default:
        return document;
    }
  },
};
