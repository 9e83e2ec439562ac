import type { TourId } from '@koinonia/contracts';

/** The step of the tour on screen; which tour is current is the onboarding state's (kept on the server). */
export interface TourCardState {
  tour: TourId | null;
  step: number;
}

export type TourCardAction = { type: 'show'; tour: TourId } | { type: 'next'; total: number } | { type: 'previous' } | { type: 'end' };

export const NO_TOUR: TourCardState = { tour: null, step: 0 };

export function tourCardReducer(state: TourCardState, action: TourCardAction): TourCardState {
  switch (action.type) {
    case 'show':
      return state.tour === action.tour ? state : { tour: action.tour, step: 0 };
    case 'next':
      return state.tour && state.step < action.total - 1 ? { ...state, step: state.step + 1 } : state;
    case 'previous':
      return state.tour && state.step > 0 ? { ...state, step: state.step - 1 } : state;
    case 'end':
      return NO_TOUR;
  }
}

/** What a guide card shows (specification: Step n of m, a percentage, Previous off on step 1, Complete on the last). */
export interface GuideProgress {
  number: number;
  total: number;
  percent: number;
  isFirst: boolean;
  isLast: boolean;
}

export function guideProgress(step: number, total: number): GuideProgress {
  const number = Math.min(Math.max(step, 0), total - 1) + 1;
  return { number, total, percent: Math.round((number / total) * 100), isFirst: number === 1, isLast: number === total };
}
