/** The messaging context's public face: email broadcasts (the module, the command that writes one, the job that sends one). */
export { EmailBroadcastsModule, CreateEmailBroadcastCommand, EmailBroadcastSender } from './email-broadcasts';
