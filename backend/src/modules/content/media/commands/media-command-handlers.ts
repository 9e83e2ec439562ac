import { ChangeMediaDetailsHandler } from './change-media-details/change-media-details.handler';
import { ChangeMediaSettingsHandler } from './change-media-settings/change-media-settings.handler';
import { DeleteMediaFileHandler } from './delete-media-file/delete-media-file.handler';
import { RecordMediaProbeHandler } from './record-media-probe/record-media-probe.handler';
import { RegisterMediaFileHandler } from './register-media-file/register-media-file.handler';

export const MEDIA_COMMAND_HANDLERS = [
  RegisterMediaFileHandler,
  RecordMediaProbeHandler,
  ChangeMediaDetailsHandler,
  DeleteMediaFileHandler,
  ChangeMediaSettingsHandler,
];
