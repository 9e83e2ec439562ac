import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { SecurityLogReactor } from './reactors/security-log.reactor';
import { SessionSocketsReactor } from './reactors/session-sockets.reactor';
import { SecurityController } from './security.controller';
import { SecurityQueries } from './security-queries.service';
import { SensitiveAccessLog } from './sensitive-access.service';

/**
 * The security log (hash-chained, fed by a reactor), the security center's API, sockets that
 * follow sessions, and the record other areas keep of exports and sensitive reads.
 */
@Module({
  imports: [IdentityModule],
  controllers: [SecurityController],
  providers: [SecurityQueries, SecurityLogReactor, SessionSocketsReactor, SensitiveAccessLog],
  exports: [SecurityLogReactor, SensitiveAccessLog],
})
export class SecurityModule {}
