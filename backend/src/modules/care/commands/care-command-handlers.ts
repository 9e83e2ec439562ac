import { LogCareCommunicationHandler } from './log-care-communication/log-care-communication.handler';
import { MarkPrayerAnsweredHandler } from './mark-prayer-answered/mark-prayer-answered.handler';
import { OpenCareRequestHandler } from './open-care-request/open-care-request.handler';
import { RecordPrayerHandler } from './record-prayer/record-prayer.handler';
import { RemindCareFollowUpHandler } from './remind-care-follow-up/remind-care-follow-up.handler';
import { SubmitPrayerRequestHandler } from './submit-prayer-request/submit-prayer-request.handler';
import { UpdateCareRequestHandler } from './update-care-request/update-care-request.handler';
import { WritePastoralNoteHandler } from './write-pastoral-note/write-pastoral-note.handler';

/** The care context's write side: one handler per use case. */
export const CARE_COMMAND_HANDLERS = [
  SubmitPrayerRequestHandler,
  RecordPrayerHandler,
  MarkPrayerAnsweredHandler,
  OpenCareRequestHandler,
  UpdateCareRequestHandler,
  RemindCareFollowUpHandler,
  WritePastoralNoteHandler,
  LogCareCommunicationHandler,
];
