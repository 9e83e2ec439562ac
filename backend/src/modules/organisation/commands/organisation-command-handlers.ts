import { AddMinistryHandler } from './add-ministry/add-ministry.handler';
import { ChangeChurchSettingsHandler } from './change-church-settings/change-church-settings.handler';
import { ChangeFeatureFlagHandler } from './change-feature-flag/change-feature-flag.handler';
import { ChangeMaintenanceModeHandler } from './change-maintenance-mode/change-maintenance-mode.handler';
import { FoundChurchHandler } from './found-church/found-church.handler';

/** The organisation context's write side: one handler per use case. */
export const ORGANISATION_COMMAND_HANDLERS = [
  FoundChurchHandler,
  AddMinistryHandler,
  ChangeFeatureFlagHandler,
  ChangeMaintenanceModeHandler,
  ChangeChurchSettingsHandler,
];
