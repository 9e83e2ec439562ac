/** The security context's public face: the log other contexts account to for exports and sensitive reads. */
export { SecurityModule } from './security.module';
export { SECURITY_LOG_STREAM } from './domain/security-log.events';
export { SensitiveAccessLog } from './sensitive-access.service';
