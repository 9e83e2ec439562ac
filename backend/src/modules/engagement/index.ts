/** The engagement context's public face: its module, and its read models and formula for the bench. */
export { EngagementModule } from './engagement.module';
export { engagementSignalsProjection, loggedSignalsOf, type EngagementSignalDocument } from './projections/engagement-signals.projection';
export { engagementNamesProjection } from './projections/engagement-names.projection';
export { scoreOf } from './domain/engagement-score';
