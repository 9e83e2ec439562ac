import { useSyncExternalStore } from 'react';
import { CONTEXTUAL_HELP_OFF, contextualHelpReducer, type ContextualHelpAction, type ContextualHelpState } from './contextual-help.reducer';
import { NO_TOUR, tourCardReducer, type TourCardAction, type TourCardState } from './tour.reducer';
import { CLOSED_HELP, tutorialReducer, type TutorialAction, type TutorialState } from './tutorial.reducer';

export type HelpTab = 'tutorials' | 'faqs' | 'tips';

export interface HelpState {
  help: TutorialState;
  tab: HelpTab;
  tour: TourCardState;
  contextual: ContextualHelpState;
}

const INITIAL: HelpState = { help: CLOSED_HELP, tab: 'tutorials', tour: NO_TOUR, contextual: CONTEXTUAL_HELP_OFF };

/**
 * The help of this tab, in one small store outside React: the header's button, the help layer
 * in the page and the Tutorial Center all drive it, so no provider has to wrap the shell. Each
 * part changes only through its pure reducer.
 */
function createHelpStore() {
  let state = INITIAL;
  const listeners = new Set<() => void>();
  const set = (next: HelpState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const part =
    <K extends 'help' | 'tour' | 'contextual', A>(key: K, reducer: (s: HelpState[K], a: A) => HelpState[K]) =>
    (action: A) => {
      const next = reducer(state[key], action);
      if (next !== state[key]) set({ ...state, [key]: next });
    };
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    help: part<'help', TutorialAction>('help', tutorialReducer),
    tour: part<'tour', TourCardAction>('tour', tourCardReducer),
    contextual: part<'contextual', ContextualHelpAction>('contextual', contextualHelpReducer),
    showTab(tab: HelpTab) {
      set({ ...state, tab, help: tutorialReducer(state.help, { type: 'open' }) });
    },
    /** Back to nothing open (sign-out, another user). */
    reset: () => set(INITIAL),
  };
}

export const helpStore = createHelpStore();

export function useHelpState<T>(select: (state: HelpState) => T): T {
  return useSyncExternalStore(
    helpStore.subscribe,
    () => select(helpStore.get()),
    () => select(INITIAL),
  );
}
