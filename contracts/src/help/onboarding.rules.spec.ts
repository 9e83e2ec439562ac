import { TUTORIAL_IDS, TUTORIAL_STEPS } from './help-content.constant';
import { INITIAL_ONBOARDING_STATE } from './onboarding.read-model';
import { onboardingRules, shouldOfferFirstTour, tutorialStepsDone } from './onboarding.rules';

const rules = onboardingRules;

describe('tour rules (specification, section 4)', () => {
  it('start sets the current tour', () => {
    expect(rules.startTour(INITIAL_ONBOARDING_STATE, 'members').currentTour).toBe('members');
  });

  it('complete clears the current tour, records the id once and sets hasCompletedOnboarding', () => {
    const once = rules.completeTour(rules.startTour(INITIAL_ONBOARDING_STATE, 'dashboard'), 'dashboard');
    expect(once).toMatchObject({ currentTour: null, completedTours: ['dashboard'], hasCompletedOnboarding: true });
    const twice = rules.completeTour(rules.startTour(once, 'dashboard'), 'dashboard');
    expect(twice.completedTours).toEqual(['dashboard']);
    expect(rules.completeTour(twice, 'dashboard')).toBe(twice);
  });

  it('skip clears the current tour and nothing else', () => {
    const done = rules.completeTour(INITIAL_ONBOARDING_STATE, 'toolkit');
    const skipped = rules.skipTour(rules.startTour(done, 'chat'));
    expect(skipped).toMatchObject({ currentTour: null, completedTours: ['toolkit'], hasCompletedOnboarding: true });
  });

  it('reset clears everything', () => {
    let state = rules.startTour(INITIAL_ONBOARDING_STATE, 'insights');
    state = rules.completeTour(state, 'insights');
    state = rules.completeTutorial(rules.reachTutorialStep(state, 'prayer-care', 1), 'prayer-care');
    expect(rules.reset(state)).toEqual(INITIAL_ONBOARDING_STATE);
    expect(rules.reset(INITIAL_ONBOARDING_STATE)).toBe(INITIAL_ONBOARDING_STATE);
  });

  it('offers the dashboard tour until the offer is answered, and again after a reset', () => {
    expect(shouldOfferFirstTour(INITIAL_ONBOARDING_STATE)).toBe(true);
    expect(shouldOfferFirstTour(rules.skipTour(INITIAL_ONBOARDING_STATE))).toBe(false);
    expect(shouldOfferFirstTour(rules.startTour(INITIAL_ONBOARDING_STATE, 'dashboard'))).toBe(false);
    expect(shouldOfferFirstTour(rules.reset(rules.skipTour(INITIAL_ONBOARDING_STATE)))).toBe(true);
  });
});

describe('tutorial records', () => {
  it('counts the steps done: the furthest reached, all of them once completed', () => {
    const total = TUTORIAL_STEPS['member-management'].length;
    let state = rules.reachTutorialStep(INITIAL_ONBOARDING_STATE, 'member-management', 3);
    expect(tutorialStepsDone(state, 'member-management')).toBe(3);
    expect(rules.reachTutorialStep(state, 'member-management', 1)).toBe(state);
    state = rules.completeTutorial(state, 'member-management');
    expect(tutorialStepsDone(state, 'member-management')).toBe(total);
    expect(rules.completeTutorial(state, 'member-management')).toBe(state);
    expect(state.completedTutorials).toEqual(['member-management']);
  });

  it('gives every tutorial of the specification steps with ids unique within it', () => {
    expect([...TUTORIAL_IDS]).toEqual(['getting-started', 'member-management', 'event-management', 'livestream-setup', 'prayer-care', 'analytics-insights']);
    for (const id of TUTORIAL_IDS) {
      expect(TUTORIAL_STEPS[id].length).toBeGreaterThan(1);
      expect(new Set(TUTORIAL_STEPS[id]).size).toBe(TUTORIAL_STEPS[id].length);
    }
  });
});
