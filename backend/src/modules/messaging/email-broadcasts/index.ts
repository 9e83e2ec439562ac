/** Email broadcasts' public face: the module, the command an announcement sends its email with, and the audience and broadcast queries. */
export { EmailBroadcastsModule } from './email-broadcasts.module';
export { CreateEmailBroadcastCommand } from './commands/create-email-broadcast/create-email-broadcast.command';
export { EmailAudience } from './audience/email-audience.service';
export { EmailBroadcastQueries } from './queries/email-broadcast-queries.service';
export { EmailBroadcastSender } from './jobs/email-broadcast-sender.service';
