import { Global, Module } from '@nestjs/common';
import { SESSION_RESOLVER } from '../../platform/auth/session-resolver.token';
import { USER_DIRECTORY } from '../../platform/auth/user-directory.port';
import { UserDirectoryService } from './accounts/user-directory.service';
import { IdentityModule } from './identity.module';
import { SessionResolution } from './sessions/session-resolution.service';

/**
 * The platform ports identity provides — SESSION_RESOLVER (which session a cookie holds) and
 * USER_DIRECTORY (who the accounts are) — global, so any context may inject them without
 * importing identity (some, like members, are imported by it).
 */
@Global()
@Module({
  imports: [IdentityModule],
  providers: [
    { provide: SESSION_RESOLVER, useExisting: SessionResolution },
    { provide: USER_DIRECTORY, useExisting: UserDirectoryService },
  ],
  exports: [SESSION_RESOLVER, USER_DIRECTORY],
})
export class IdentityPortsModule {}
