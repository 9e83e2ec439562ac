import { ChangePreferencesHandler } from './change-preferences/change-preferences.handler';
import { ResetPreferencesHandler } from './reset-preferences/reset-preferences.handler';

/** The preferences context's write side: one handler per use case. */
export const PREFERENCES_COMMAND_HANDLERS = [ChangePreferencesHandler, ResetPreferencesHandler];
