import { INITIAL_ONBOARDING_STATE, type OnboardingState } from '@koinonia/contracts';
import type { Projection } from '../../../platform/projections/projection.type';
import { evolveOnboarding } from '../domain/onboarding.decider';
import { ONBOARDING_EVENT_TYPES, type OnboardingEvent } from '../domain/onboarding.events';

export type OnboardingDocument = OnboardingState & { _id: string; revision: number; [key: string]: unknown };

const HANDLED = new Set<string>(ONBOARDING_EVENT_TYPES);

/** Each user's tours and tutorials, by user id, folded with the decider's own evolve. */
export const onboardingProjection: Projection<OnboardingDocument> = {
  name: 'onboarding',
  collection: 'onboarding_state',
  version: 1,
  canHandle: (event) => HANDLED.has(event.type),
  documentId: (event) => (event.data as { userId?: string }).userId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as OnboardingEvent;
    const { _id: _ignored, revision: _revision, ...before } = document ?? { ...INITIAL_ONBOARDING_STATE, _id: event.data.userId, revision: -1 };
    const after = evolveOnboarding(before as OnboardingState, event);
    return { ...after, _id: event.data.userId, updatedAt: recorded.metadata.occurredAt, revision: recorded.revision };
  },
};
