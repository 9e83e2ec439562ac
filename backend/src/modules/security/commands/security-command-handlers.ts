import { RecordSensitiveAccessHandler } from './record-sensitive-access/record-sensitive-access.handler';

/** The security context's write side: one handler per use case (the log itself is written by its reactor). */
export const SECURITY_COMMAND_HANDLERS = [RecordSensitiveAccessHandler];
