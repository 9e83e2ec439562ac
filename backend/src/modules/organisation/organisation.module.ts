import { ContextModule } from '../../platform/context/context-module.decorator';
import { ORGANISATION_COMMAND_HANDLERS } from './commands/organisation-command-handlers';
import { MinistriesService } from './ministries.service';
import { OrganisationController } from './organisation.controller';
import { OrganisationSettingsController } from './organisation-settings.controller';
import { OrganisationSettingsService } from './organisation-settings.service';
import { ORGANISATION_SECURITY_LOG_RULES } from './organisation.security-log';
import { churchProjection } from './projections/church.projection';
import { ministriesProjection } from './projections/ministries.projection';
import { organisationSettingsProjection } from './projections/organisation-settings.projection';
import { ChurchQuery } from './queries/church.query';

/** The church itself: its name and time zone, ministries, feature flags and maintenance mode. */
@ContextModule({
  name: 'organisation',
  controllers: [OrganisationController, OrganisationSettingsController],
  providers: [MinistriesService, OrganisationSettingsService, ChurchQuery, ...ORGANISATION_COMMAND_HANDLERS],
  exports: [MinistriesService, OrganisationSettingsService, ChurchQuery],
  projections: [churchProjection, ministriesProjection, organisationSettingsProjection],
  securityLogRules: ORGANISATION_SECURITY_LOG_RULES,
})
export class OrganisationModule {}
