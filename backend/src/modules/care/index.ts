/** The care context's public face: the module, and the commands the demo church is seeded with. */
export { CareModule } from './care.module';
export { SubmitPrayerRequestCommand } from './commands/submit-prayer-request/submit-prayer-request.command';
export { RecordPrayerCommand } from './commands/record-prayer/record-prayer.command';
export { MarkPrayerAnsweredCommand } from './commands/mark-prayer-answered/mark-prayer-answered.command';
export { OpenCareRequestCommand } from './commands/open-care-request/open-care-request.command';
export { UpdateCareRequestCommand } from './commands/update-care-request/update-care-request.command';
export { WritePastoralNoteCommand } from './commands/write-pastoral-note/write-pastoral-note.command';
export { LogCareCommunicationCommand } from './commands/log-care-communication/log-care-communication.command';
export { RemindCareFollowUpCommand } from './commands/remind-care-follow-up/remind-care-follow-up.command';
