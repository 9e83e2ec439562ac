import { ContextModule } from '../../platform/context/context-module.decorator';
import { SermonsModule } from '../content';
import { EventsModule } from '../events';
import { LIVESTREAM_COMMAND_HANDLERS } from './commands/livestream.handlers';
import { LivestreamSettingsStore } from './ingest/livestream-settings.store';
import { RtmpIngestService } from './ingest/rtmp-ingest.service';
import { StreamKeyVault } from './ingest/stream-key-vault.service';
import { LivestreamController } from './livestream.controller';
import { livestreamRecordingsProjection } from './projections/livestream-recordings.projection';
import { LivestreamQueries } from './queries/livestream-queries.service';

/** The livestream: RTMP ingest, HLS for the browser, restreaming, recordings. */
@ContextModule({
  name: 'livestream',
  imports: [EventsModule, SermonsModule],
  controllers: [LivestreamController],
  providers: [LivestreamSettingsStore, StreamKeyVault, RtmpIngestService, LivestreamQueries, ...LIVESTREAM_COMMAND_HANDLERS],
  exports: [LivestreamQueries],
  projections: [livestreamRecordingsProjection],
})
export class LivestreamModule {}
