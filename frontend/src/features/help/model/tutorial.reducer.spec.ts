import { CLOSED_HELP, tutorialReducer, type TutorialAction, type TutorialState } from './tutorial.reducer';

const run = (actions: TutorialAction[], from: TutorialState = CLOSED_HELP) => actions.reduce(tutorialReducer, from);

describe('tutorial rules (specification, section 4)', () => {
  it('start opens help at step 0', () => {
    expect(run([{ type: 'start', tutorial: 'member-management' }])).toEqual({ open: true, tutorial: 'member-management', step: 0 });
    const midway = run([
      { type: 'start', tutorial: 'prayer-care' },
      { type: 'next', total: 4 },
    ]);
    expect(tutorialReducer(midway, { type: 'start', tutorial: 'prayer-care' }).step).toBe(0);
  });

  it('next moves forward until the last step, and stops there', () => {
    const state = run([{ type: 'start', tutorial: 'event-management' }, ...Array.from({ length: 5 }, () => ({ type: 'next', total: 3 }) as const)]);
    expect(state.step).toBe(2);
    expect(tutorialReducer(state, { type: 'next', total: 3 })).toBe(state);
  });

  it('previous goes back until step 0, and stops there', () => {
    const atStart = run([{ type: 'start', tutorial: 'event-management' }, { type: 'next', total: 3 }, { type: 'previous' }]);
    expect(atStart.step).toBe(0);
    expect(tutorialReducer(atStart, { type: 'previous' })).toBe(atStart);
  });

  it('complete closes the tutorial and leaves help open on its list', () => {
    const state = run([{ type: 'start', tutorial: 'getting-started' }, { type: 'next', total: 6 }, { type: 'complete' }]);
    expect(state).toEqual({ open: true, tutorial: null, step: 0 });
  });

  it('closing help resets the tutorial', () => {
    const state = run([{ type: 'start', tutorial: 'getting-started' }, { type: 'next', total: 6 }, { type: 'next', total: 6 }, { type: 'close' }]);
    expect(state).toEqual(CLOSED_HELP);
    expect(run([{ type: 'open' }]).tutorial).toBeNull();
  });

  it('resumes at the step reached, kept inside the tutorial', () => {
    expect(run([{ type: 'resume', tutorial: 'prayer-care', step: 2, total: 4 }])).toEqual({ open: true, tutorial: 'prayer-care', step: 2 });
    expect(run([{ type: 'resume', tutorial: 'prayer-care', step: 9, total: 4 }]).step).toBe(3);
  });

  it('ignores next and previous with no tutorial running', () => {
    const open = run([{ type: 'open' }]);
    expect(tutorialReducer(open, { type: 'next', total: 3 })).toBe(open);
    expect(tutorialReducer(open, { type: 'previous' })).toBe(open);
  });
});
