import { BeforeApplicationShutdown, DynamicModule, Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from './config/app-config';
import { APP_CONFIG, EVENT_STORE, READ_STORE } from './platform.tokens';
import { createEventStore } from './event-store';
import type { EventStore } from './event-store/event-store.port';
import { createReadStore } from './read-store';
import type { ReadStore } from './read-store/read-store.port';
import { CommandExecutor } from './commands/command-executor.service';
import { ApiExceptionFilter } from './errors/api-exception.filter';
import { HealthController } from './http/health.controller';
import { HealthService } from './http/health.service';
import { SecretBox } from './crypto/secret-box';
import { MAILER, type Mailer } from './mail/mail.port';
import { createMailer } from './mail/mailer.factory';
import { PAYMENTS } from './payments/payments.port';
import { createPayments } from './payments/payments.factory';
import { OutboxController } from './mail/outbox.controller';
import { SmtpMailer } from './mail/smtp-mailer';
import { ProjectionRunner } from './projections/projection-runner.service';
import { ReactorRunner } from './reactors/reactor-runner.service';
import { NotificationSources } from './notifications/notification-sources.registry';
import { SearchRegistry } from './search/search-registry.service';
import { SecurityLogRuleRegistry } from './security-log/security-log-rules.registry';

/** Stops the projections before the stores close (the ReactorRunner stops itself), and closes the stores last. */
@Injectable()
class StoresLifecycle implements BeforeApplicationShutdown, OnApplicationShutdown {
  constructor(
    private readonly runner: ProjectionRunner,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  async beforeApplicationShutdown(): Promise<void> {
    await this.runner.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.readStore.close();
    await this.eventStore.close();
    if (this.mailer instanceof SmtpMailer) this.mailer.close();
  }
}

@Global()
@Module({})
export class PlatformModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: PlatformModule,
      imports: [CqrsModule.forRoot()],
      controllers: [HealthController, OutboxController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: EVENT_STORE, useFactory: () => createEventStore(config.eventStore) },
        { provide: READ_STORE, useFactory: () => createReadStore(config.readStore) },
        { provide: MAILER, useFactory: () => createMailer(config) },
        { provide: PAYMENTS, useFactory: () => createPayments(config.stripe) },
        { provide: SecretBox, useFactory: () => SecretBox.load(config.appSecret, config.dataDir) },
        ProjectionRunner,
        ReactorRunner,
        HealthService,
        CommandExecutor,
        NotificationSources,
        SecurityLogRuleRegistry,
        SearchRegistry,
        StoresLifecycle,
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
      exports: [
        APP_CONFIG,
        EVENT_STORE,
        READ_STORE,
        ProjectionRunner,
        ReactorRunner,
        HealthService,
        CommandExecutor,
        MAILER,
        PAYMENTS,
        SecretBox,
        NotificationSources,
        SecurityLogRuleRegistry,
        SearchRegistry,
        CqrsModule,
      ],
    };
  }
}
