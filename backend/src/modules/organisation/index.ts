/** The organisation context's public face: the church, its ministries, feature flags and maintenance mode. */
export { OrganisationModule } from './organisation.module';
export { OrganisationSettingsService } from './organisation-settings.service';
export { MinistriesService } from './ministries.service';
export { AvailabilityGuard } from './availability.guard';
export { FoundChurchCommand } from './commands/found-church/found-church.command';
export { AddMinistryCommand } from './commands/add-ministry/add-ministry.command';
export { ChurchQuery } from './queries/church.query';
