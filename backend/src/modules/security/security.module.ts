import { ContextModule } from '../../platform/context/context-module.decorator';
import { SECURITY_COMMAND_HANDLERS } from './commands/security-command-handlers';
import { securityEventsProjection } from './projections/security-events.projection';
import { SENSITIVE_ACCESS_SECURITY_LOG_RULES } from './security.security-log';
import { IdentityModule } from '../identity';
import { SecurityLogReactor } from './reactors/security-log.reactor';
import { SessionSocketsReactor } from './reactors/session-sockets.reactor';
import { SecurityController } from './security.controller';
import { SecurityQueries } from './security-queries.service';
import { SensitiveAccessLog } from './sensitive-access.service';

/**
 * The security log (hash-chained, fed by a reactor), the security center's API, sockets that
 * follow sessions, and the record other areas keep of exports and sensitive reads.
 */
@ContextModule({
  name: 'security',
  imports: [IdentityModule],
  controllers: [SecurityController],
  providers: [SecurityQueries, SensitiveAccessLog, ...SECURITY_COMMAND_HANDLERS],
  exports: [SensitiveAccessLog],
  projections: [securityEventsProjection],
  securityLogRules: SENSITIVE_ACCESS_SECURITY_LOG_RULES,
  reactors: [SecurityLogReactor, SessionSocketsReactor],
})
export class SecurityModule {}
