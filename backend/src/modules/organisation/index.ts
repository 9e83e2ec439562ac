/** The organisation context's public face: the church, its ministries, feature flags and maintenance mode. */
export { OrganisationModule } from './organisation.module';
export { OrganisationSettingsService } from './organisation-settings.service';
export { MinistriesService } from './ministries.service';
export { AvailabilityGuard } from './availability.guard';
export { churchDecider } from './domain/church.decider';
export { churchStream } from './domain/church.events';
export { ChurchQuery, type ChurchFacts } from './church.query';
