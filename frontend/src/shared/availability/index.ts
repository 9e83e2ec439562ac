export { availabilityKeys } from './availability-keys.constant';
export { organisationStatusQueryOptions, useOrganisationStatus } from './get-organisation-status.query';
export { useFeatures } from './get-features.query';
export { RequireFeature } from './require-feature';
export { useChurchSettings } from './get-church-settings.query';
