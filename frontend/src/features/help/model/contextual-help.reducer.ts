/** Contextual help mode (specification, section 4): "?" markers on the page and the tip open beside one. */
export interface ContextualHelpState {
  helpMode: boolean;
  activeTip: string | null;
}

export type ContextualHelpAction = { type: 'toggleMode' } | { type: 'showTip'; tip: string } | { type: 'hideTip' } | { type: 'clickOutside' };

export const CONTEXTUAL_HELP_OFF: ContextualHelpState = { helpMode: false, activeTip: null };

export function contextualHelpReducer(state: ContextualHelpState, action: ContextualHelpAction): ContextualHelpState {
  switch (action.type) {
    // Turning the mode on hides the tip shown; turning it off takes the markers a tip sits beside.
    case 'toggleMode':
      return { helpMode: !state.helpMode, activeTip: null };
    case 'showTip':
      return state.activeTip === action.tip ? state : { ...state, activeTip: action.tip };
    case 'hideTip':
    case 'clickOutside':
      return state.activeTip === null ? state : { ...state, activeTip: null };
  }
}
