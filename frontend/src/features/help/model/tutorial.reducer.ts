import type { TutorialId } from '@koinonia/contracts';

/** The help panel and the tutorial running in it (specification, section 4: Tutorial). */
export interface TutorialState {
  open: boolean;
  tutorial: TutorialId | null;
  step: number;
}

export type TutorialAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'start'; tutorial: TutorialId }
  | { type: 'resume'; tutorial: TutorialId; step: number; total: number }
  | { type: 'next'; total: number }
  | { type: 'previous' }
  | { type: 'complete' }
  | { type: 'leave' };

export const CLOSED_HELP: TutorialState = { open: false, tutorial: null, step: 0 };

/**
 * Start sets step 0; next moves forward until the last step; previous goes back until step 0;
 * complete closes the tutorial (the record of it is the onboarding rules'); closing help resets
 * the tutorial. Leaving goes back to the help panel's list without closing help.
 */
export function tutorialReducer(state: TutorialState, action: TutorialAction): TutorialState {
  switch (action.type) {
    case 'open':
      return state.open ? state : { ...state, open: true };
    case 'close':
      return CLOSED_HELP;
    case 'start':
      return { open: true, tutorial: action.tutorial, step: 0 };
    case 'resume':
      return { open: true, tutorial: action.tutorial, step: Math.max(0, Math.min(action.step, action.total - 1)) };
    case 'next':
      if (!state.tutorial || state.step >= action.total - 1) return state;
      return { ...state, step: state.step + 1 };
    case 'previous':
      if (!state.tutorial || state.step <= 0) return state;
      return { ...state, step: state.step - 1 };
    case 'complete':
    case 'leave':
      return state.tutorial ? { ...state, tutorial: null, step: 0 } : state;
  }
}
