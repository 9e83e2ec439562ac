/** The messaging context's public face: email broadcasts (its module, the command an announcement's email goes out with, its audience and broadcast queries). */
export { EmailBroadcastsModule, CreateEmailBroadcastCommand, EmailAudience, EmailBroadcastQueries, EmailBroadcastSender } from './email-broadcasts';
