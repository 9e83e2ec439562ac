/** Email broadcasts' public face: the module, the command that writes a broadcast, and the job that sends one (the demo church waits for its own). */
export { EmailBroadcastsModule } from './email-broadcasts.module';
export { CreateEmailBroadcastCommand } from './commands/create-email-broadcast/create-email-broadcast.command';
export { EmailBroadcastSender } from './jobs/email-broadcast-sender.service';
export { EmailAudience } from './audience/email-audience.service';
export { EmailBroadcastQueries } from './queries/email-broadcast-queries.service';
export { announcementBroadcastId } from './jobs/announcement-email.reactor';
