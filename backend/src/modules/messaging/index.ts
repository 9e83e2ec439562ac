/** The messaging context's public face: its module, and the commands the demo church seeds its SMS with. */
export { MessagingModule } from './messaging.module';
export { RecordSmsConsentCommand } from './sms/commands/record-sms-consent/record-sms-consent.command';
export { ScheduleSmsSendCommand } from './sms/commands/schedule-sms-send/schedule-sms-send.command';
export { SmsSendJob } from './sms/jobs/sms-send.job';
/** The messaging context's public face: email broadcasts (the module, the command that writes one, the job that sends one). */
export {
  EmailBroadcastsModule,
  CreateEmailBroadcastCommand,
  EmailBroadcastSender,
  EmailAudience,
  EmailBroadcastQueries,
  announcementBroadcastId,
} from './email-broadcasts';
export { SmsAudienceService } from './sms/queries/sms-audience.service';
export { SmsQueries } from './sms/queries/sms-queries.service';
export { announcementSendId } from './sms/reactors/announcement-sms.reactor';
