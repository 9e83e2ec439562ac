import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { SecurityLogReactor } from './reactors/security-log.reactor';
import { SessionSocketsReactor } from './reactors/session-sockets.reactor';
import { SecurityController } from './security.controller';
import { SecurityQueries } from './security-queries.service';

/** The security log (hash-chained, fed by a reactor), the security center's API, sockets that follow sessions. */
@Module({
  imports: [IdentityModule],
  controllers: [SecurityController],
  providers: [SecurityQueries, SecurityLogReactor, SessionSocketsReactor],
  exports: [SecurityLogReactor],
})
export class SecurityModule {}
