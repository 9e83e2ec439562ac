import { Inject, Injectable } from '@nestjs/common';
import { INITIAL_ONBOARDING_STATE, type OnboardingState } from '@koinonia/contracts';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { onboardingProjection, type OnboardingDocument } from '../projections/onboarding.projection';

/** A user's tours and tutorials, from the read model: the initial state until the first change. */
@Injectable()
export class OnboardingQueries {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async get(userId: string): Promise<OnboardingState> {
    const document = await this.readStore.collection<OnboardingDocument>(onboardingProjection.collection).findOne({ _id: userId });
    if (!document) return structuredClone(INITIAL_ONBOARDING_STATE);
    const { _id, revision: _revision, ...state } = document;
    return state;
  }
}
