import { CONTEXTUAL_HELP_OFF, contextualHelpReducer, type ContextualHelpState } from './contextual-help.reducer';

describe('contextual help mode (specification, section 4)', () => {
  it('toggles on and off', () => {
    const on = contextualHelpReducer(CONTEXTUAL_HELP_OFF, { type: 'toggleMode' });
    expect(on.helpMode).toBe(true);
    expect(contextualHelpReducer(on, { type: 'toggleMode' }).helpMode).toBe(false);
  });

  it('turning the mode on hides the tip that was open', () => {
    const showing: ContextualHelpState = { helpMode: false, activeTip: 'member-search' };
    expect(contextualHelpReducer(showing, { type: 'toggleMode' })).toEqual({ helpMode: true, activeTip: null });
  });

  it('a marker opens its tip, another marker switches to its own', () => {
    const on = contextualHelpReducer(CONTEXTUAL_HELP_OFF, { type: 'toggleMode' });
    const open = contextualHelpReducer(on, { type: 'showTip', tip: 'member-search' });
    expect(open.activeTip).toBe('member-search');
    expect(contextualHelpReducer(open, { type: 'showTip', tip: 'member-add' }).activeTip).toBe('member-add');
  });

  it('a click outside hides the open tip, in help mode and out of it', () => {
    const inMode = { helpMode: true, activeTip: 'member-search' };
    expect(contextualHelpReducer(inMode, { type: 'clickOutside' })).toEqual({ helpMode: true, activeTip: null });
    const outOfMode = { helpMode: false, activeTip: 'member-search' };
    expect(contextualHelpReducer(outOfMode, { type: 'clickOutside' })).toEqual(CONTEXTUAL_HELP_OFF);
    expect(contextualHelpReducer(CONTEXTUAL_HELP_OFF, { type: 'clickOutside' })).toBe(CONTEXTUAL_HELP_OFF);
  });
});
