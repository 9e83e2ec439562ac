import { DynamicModule, Global, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimeService } from './realtime.service';
import { SESSION_RESOLVER, type SessionResolver } from '../auth/session-resolver.token';

/**
 * socket.io for the whole app. Global: any module injects RealtimeService to push to a user or a
 * room. `sessions` names the provider that checks session cookies (and the module that has it),
 * so the platform imports no business module.
 */
@Global()
@Module({})
export class RealtimeModule {
  static forRoot(sessions: { imports: ModuleMetadata['imports']; resolver: Type<SessionResolver> }): DynamicModule {
    return {
      module: RealtimeModule,
      imports: sessions.imports,
      providers: [{ provide: SESSION_RESOLVER, useExisting: sessions.resolver }, RealtimeService, RealtimeGateway],
      exports: [RealtimeService],
    };
  }
}
