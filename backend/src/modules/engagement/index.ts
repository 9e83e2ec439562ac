/** The engagement context's public face: its module, its query service, and its read models for the bench. */
export { EngagementModule } from './engagement.module';
export { EngagementQueriesService } from './queries/engagement-queries.service';
export { engagementSignalsProjection, loggedSignalsOf, type EngagementSignalDocument } from './projections/engagement-signals.projection';
export { engagementNamesProjection } from './projections/engagement-names.projection';
export { scoreOf } from './domain/engagement-score';
