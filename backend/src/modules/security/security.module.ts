import { ContextModule } from '../../platform/context/context-module.decorator';
import { SECURITY_COMMAND_HANDLERS } from './commands/security-command-handlers';
import { securityEventsProjection } from './projections/security-events.projection';
import { SENSITIVE_ACCESS_SECURITY_LOG_RULES } from './security.security-log';
import { IdentityModule } from '../identity';
import { SecurityLogReactor } from './reactors/security-log.reactor';
import { SessionSocketsReactor } from './reactors/session-sockets.reactor';
import { SecurityController } from './security.controller';
import { SecurityLogAnchorJob } from './security-log-anchor-job.service';
import { SecurityLogAnchors } from './security-log-anchors.service';
import { SecurityLogKeys } from './security-log-keys.service';
import { SecurityLogVerifier } from './security-log-verifier.service';
import { SecurityQueries } from './security-queries.service';
import { SensitiveAccessLog } from './sensitive-access.service';

/**
 * The security log (a chain of keyed links fed by a reactor, anchored outside the event store),
 * the security center's API, sockets that follow sessions, and the record other areas keep of
 * exports and sensitive reads.
 */
@ContextModule({
  name: 'security',
  imports: [IdentityModule],
  controllers: [SecurityController],
  providers: [
    SecurityQueries,
    SecurityLogKeys,
    SecurityLogAnchors,
    SecurityLogAnchorJob,
    SecurityLogVerifier,
    SensitiveAccessLog,
    ...SECURITY_COMMAND_HANDLERS,
  ],
  exports: [SensitiveAccessLog],
  projections: [securityEventsProjection],
  securityLogRules: SENSITIVE_ACCESS_SECURITY_LOG_RULES,
  reactors: [SecurityLogReactor, SessionSocketsReactor],
})
export class SecurityModule {}
