/** The security context's public face: the log other contexts account to for exports and sensitive reads. */
export { SecurityModule } from './security.module';
export { SensitiveAccessLog, type AccessActor } from './sensitive-access.service';
export { SECURITY_LOG_STREAM } from './domain/security-log.events';
