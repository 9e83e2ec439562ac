import { ContextModule } from '../../platform/context/context-module.decorator';
import { MembersModule } from '../members';
import { EngagementController } from './engagement.controller';
import { engagementNamesProjection } from './projections/engagement-names.projection';
import { engagementSignalsProjection } from './projections/engagement-signals.projection';
import { EngagementQueriesService } from './queries/engagement-queries.service';

/** Engagement: a signal log kept from other contexts' events, and scores replayed from it on any day. */
@ContextModule({
  name: 'engagement',
  imports: [MembersModule],
  controllers: [EngagementController],
  providers: [EngagementQueriesService],
  projections: [engagementSignalsProjection, engagementNamesProjection],
})
export class EngagementModule {}
