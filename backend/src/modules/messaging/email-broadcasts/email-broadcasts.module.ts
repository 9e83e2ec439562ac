import { ContextModule } from '../../../platform/context/context-module.decorator';
import { EventsModule } from '../../events';
import { GroupsModule } from '../../groups';
import { MembersModule } from '../../members';
import { OrganisationModule } from '../../organisation';
import { PreferencesModule } from '../../preferences';
import { EmailAudience } from './audience/email-audience.service';
import { CreateEmailBroadcastHandler } from './commands/create-email-broadcast/create-email-broadcast.handler';
import { UnsubscribeFromEmailHandler } from './commands/unsubscribe-from-email/unsubscribe-from-email.handler';
import { EmailBroadcastsController } from './email-broadcasts.controller';
import { EmailBroadcastSender } from './jobs/email-broadcast-sender.service';
import { EmailBroadcastStartsReactor } from './jobs/email-broadcast-starts.reactor';
import { AnnouncementEmailReactor } from './jobs/announcement-email.reactor';
import { BroadcastMailer } from './mail/broadcast-mailer.service';
import { UnsubscribeLinks } from './mail/unsubscribe-links.service';
import { emailBroadcastsProjection, emailUnsubscribesProjection } from './projections/email-broadcasts.projection';
import { EmailBroadcastQueries } from './queries/email-broadcast-queries.service';

/** Email broadcasts: an email to an audience of the directory, sent as a throttled, resumable job; and the unsubscribes it honours. */
@ContextModule({
  name: 'messaging',
  imports: [MembersModule, GroupsModule, EventsModule, OrganisationModule, PreferencesModule],
  controllers: [EmailBroadcastsController],
  providers: [
    EmailAudience,
    EmailBroadcastQueries,
    EmailBroadcastSender,
    BroadcastMailer,
    UnsubscribeLinks,
    EmailBroadcastStartsReactor,
    AnnouncementEmailReactor,
    CreateEmailBroadcastHandler,
    UnsubscribeFromEmailHandler,
  ],
  exports: [EmailAudience, EmailBroadcastQueries, UnsubscribeLinks, EmailBroadcastSender],
  projections: [emailBroadcastsProjection, emailUnsubscribesProjection],
  reactors: [EmailBroadcastStartsReactor, AnnouncementEmailReactor],
})
export class EmailBroadcastsModule {}
