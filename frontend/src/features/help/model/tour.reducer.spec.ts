import { guideProgress, NO_TOUR, tourCardReducer } from './tour.reducer';

describe('tour card', () => {
  it('shows a tour from its first step and keeps the step while the same tour shows again', () => {
    const shown = tourCardReducer(NO_TOUR, { type: 'show', tour: 'members' });
    expect(shown).toEqual({ tour: 'members', step: 0 });
    const moved = tourCardReducer(shown, { type: 'next', total: 5 });
    expect(tourCardReducer(moved, { type: 'show', tour: 'members' })).toBe(moved);
    expect(tourCardReducer(moved, { type: 'show', tour: 'chat' })).toEqual({ tour: 'chat', step: 0 });
  });

  it('moves between the first and the last step only', () => {
    let state = tourCardReducer(NO_TOUR, { type: 'show', tour: 'chat' });
    state = tourCardReducer(state, { type: 'previous' });
    expect(state.step).toBe(0);
    state = tourCardReducer(tourCardReducer(tourCardReducer(state, { type: 'next', total: 2 }), { type: 'next', total: 2 }), { type: 'next', total: 2 });
    expect(state.step).toBe(1);
    expect(tourCardReducer(state, { type: 'end' })).toEqual(NO_TOUR);
  });

  it('says Step n of m with a percentage; Previous is off on step 1 and the last step completes', () => {
    expect(guideProgress(0, 6)).toEqual({ number: 1, total: 6, percent: 17, isFirst: true, isLast: false });
    expect(guideProgress(2, 6)).toEqual({ number: 3, total: 6, percent: 50, isFirst: false, isLast: false });
    expect(guideProgress(5, 6)).toEqual({ number: 6, total: 6, percent: 100, isFirst: false, isLast: true });
    expect(guideProgress(9, 2)).toMatchObject({ number: 2, isLast: true });
  });
});
