import { MarkPrayerAnsweredHandler } from './mark-prayer-answered/mark-prayer-answered.handler';
import { RecordPrayerHandler } from './record-prayer/record-prayer.handler';
import { SubmitPrayerRequestHandler } from './submit-prayer-request/submit-prayer-request.handler';

/** The care context's write side: one handler per use case. */
export const CARE_COMMAND_HANDLERS = [SubmitPrayerRequestHandler, RecordPrayerHandler, MarkPrayerAnsweredHandler];
