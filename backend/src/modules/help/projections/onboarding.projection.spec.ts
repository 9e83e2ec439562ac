import { INITIAL_ONBOARDING_STATE } from '@koinonia/contracts';
import { recorded } from '../../../testing/decider-spec.util';
import { onboardingProjection } from './onboarding.projection';

const stream = 'onboarding-u-1';

describe('onboarding projection', () => {
  const started = recorded({ type: 'TourStarted', data: { userId: 'u-1', tour: 'dashboard' } }, stream, 0, '2026-11-22T10:00:00.000Z');
  const completed = recorded({ type: 'TourCompleted', data: { userId: 'u-1', tour: 'dashboard' } }, stream, 1, '2026-11-22T10:05:00.000Z');
  const reached = recorded(
    { type: 'TutorialStepReached', data: { userId: 'u-1', tutorial: 'getting-started', step: 2 } },
    stream,
    2,
    '2026-11-22T10:06:00.000Z',
  );

  it("folds the user's events into their state, stamped with the last change", () => {
    const afterStart = onboardingProjection.project(null, started);
    expect(afterStart).toEqual({
      ...INITIAL_ONBOARDING_STATE,
      _id: 'u-1',
      currentTour: 'dashboard',
      tourOffered: true,
      updatedAt: '2026-11-22T10:00:00.000Z',
      revision: 0,
    });
    const afterComplete = onboardingProjection.project(afterStart, completed);
    const afterStep = onboardingProjection.project(afterComplete, reached);
    expect(afterStep).toEqual({
      ...INITIAL_ONBOARDING_STATE,
      _id: 'u-1',
      hasCompletedOnboarding: true,
      completedTours: ['dashboard'],
      tourOffered: true,
      tutorialProgress: { 'getting-started': 2 },
      updatedAt: '2026-11-22T10:06:00.000Z',
      revision: 2,
    });
  });

  it('changes nothing when an event is applied twice, or an older one arrives late', () => {
    const once = onboardingProjection.project(onboardingProjection.project(null, started), completed);
    expect(onboardingProjection.project(once, completed)).toBe(once);
    expect(onboardingProjection.project(once, started)).toBe(once);
  });

  it('resets to the initial state', () => {
    const done = onboardingProjection.project(onboardingProjection.project(null, started), completed);
    const reset = onboardingProjection.project(done, recorded({ type: 'OnboardingReset', data: { userId: 'u-1' } }, stream, 2, '2026-11-22T11:00:00.000Z'));
    expect(reset).toEqual({ ...INITIAL_ONBOARDING_STATE, _id: 'u-1', updatedAt: '2026-11-22T11:00:00.000Z', revision: 2 });
  });

  it('ignores events of other streams', () => {
    expect(onboardingProjection.canHandle(recorded({ type: 'UserPreferencesChanged', data: { userId: 'u-1' } }, 'preferences-u-1', 0))).toBe(false);
  });
});
