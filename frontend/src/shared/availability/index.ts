export { AVAILABILITY_META, availabilityKeys } from './availability-keys.constant';
export { MAINTENANCE_POLL_MS, getOrganisationStatus, organisationStatusQueryOptions, useOrganisationStatus } from './get-organisation-status.query';
export { featuresQueryOptions, getFeatures, useFeatures } from './get-features.query';
export { useFeatureEnabled } from './use-feature-enabled.hook';
export { RequireFeature } from './require-feature';
