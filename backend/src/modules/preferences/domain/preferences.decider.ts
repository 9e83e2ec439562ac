import { DEFAULT_PREFERENCES, mergePreferences, type PreferencesChange, type UserPreferences } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import type { PreferencesEvent } from './preferences.events';

export type PreferencesCommand = { type: 'ChangePreferences'; userId: string; change: PreferencesChange } | { type: 'ResetPreferences'; userId: string };

export interface PreferencesState {
  preferences: Omit<UserPreferences, 'lastUpdated'>;
}

const withoutStamp = ({ lastUpdated: _stamp, ...rest }: UserPreferences): Omit<UserPreferences, 'lastUpdated'> => rest;
const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/** One user's preferences. A change that changes nothing records nothing. */
export const preferencesDecider: Decider<PreferencesState, PreferencesCommand, PreferencesEvent> = {
  initialState: () => ({ preferences: withoutStamp(DEFAULT_PREFERENCES) }),
  evolve(state, event) {
    return event.type === 'UserPreferencesChanged' ? { preferences: event.data.preferences } : state;
  },
  decide(command, state) {
    const current = { ...state.preferences, lastUpdated: null };
    const next = withoutStamp(command.type === 'ResetPreferences' ? DEFAULT_PREFERENCES : mergePreferences(current, command.change));
    if (same(next, state.preferences)) return [];
    return [{ type: 'UserPreferencesChanged', data: { userId: command.userId, preferences: next } }];
  },
};
