import { APP_CONFIG } from '../../platform/platform.tokens';
import type { AppConfig } from '../../platform/config/app-config';
import { ContextModule } from '../../platform/context/context-module.decorator';
import { MembersModule } from '../members';
import { OrganisationModule } from '../organisation';
import { SMS_COMMAND_HANDLERS } from './sms/commands/sms-command-handlers';
import { SMS_SENDER } from './sms/delivery/sms-sender.port';
import { SmsSendJob } from './sms/jobs/sms-send.job';
import { smsAudienceLinksProjection, smsAudienceTargetsProjection, smsConsentsProjection, smsSendsProjection } from './sms/projections/sms.projections';
import { SmsAudienceService } from './sms/queries/sms-audience.service';
import { SmsQueries } from './sms/queries/sms-queries.service';
import { AnnouncementSmsReactor } from './sms/reactors/announcement-sms.reactor';
import { SmsPreferencesConsentReactor } from './sms/reactors/sms-preferences-consent.reactor';
import { SmsController, SmsWebhooksController } from './sms/sms.controller';
import { createSmsSender } from './sms/sms-sender.factory';
import { FormBodies } from './form-bodies.service';
import { SmsWebhooks } from './sms/webhooks/sms-webhooks.service';

/**
 * Messaging: SMS to those who opted in (compose to an audience, throttled sends with each recipient's
 * status, consent by number, Twilio's webhooks, announcements by SMS). Email broadcasts are their own module.
 */
@ContextModule({
  name: 'messaging',
  imports: [MembersModule, OrganisationModule],
  controllers: [SmsController, SmsWebhooksController],
  providers: [
    { provide: SMS_SENDER, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createSmsSender(config) },
    SmsAudienceService,
    SmsQueries,
    SmsSendJob,
    SmsWebhooks,
    FormBodies,
    ...SMS_COMMAND_HANDLERS,
  ],
  exports: [SmsAudienceService, SmsQueries],
  projections: [smsConsentsProjection, smsSendsProjection, smsAudienceLinksProjection, smsAudienceTargetsProjection],
  reactors: [SmsPreferencesConsentReactor, AnnouncementSmsReactor],
})
export class MessagingModule {}
