import { ContextModule } from '../../../platform/context/context-module.decorator';
import { OrganisationModule } from '../../organisation';
import { MembersModule } from '../../members';
import { MediaModule } from '../media';
import { SERMON_COMMAND_HANDLERS } from './commands/sermon-command-handlers';
import { SermonSpeakers } from './commands/sermon-speakers.service';
import { SermonFiles } from './media/sermon-files.service';
import { SermonMediaUsage } from './media/sermon-media-usage.provider';
import { PodcastController } from './podcast/podcast.controller';
import { PodcastFeeds } from './podcast/podcast-feed.service';
import { sermonArchiveProjection } from './projections/sermon-archive.projection';
import { SermonQueries } from './queries/sermon-queries.service';
import { RecordingSermonReactor } from './recordings/recording-sermon.reactor';
import { SermonRecordings } from './recordings/sermon-recordings.service';
import { KjvText } from './scripture/kjv-text.service';
import { SermonSearchProvider } from './search/sermon-search.provider';
import { SermonsController } from './sermons.controller';

/**
 * Sermons (content): the archive with search and filters, scripture normalised and read in the KJV,
 * the podcast feeds; recordings and attachments from the media library (where they are used, as the
 * library shows it); each livestream's recording drafted as a sermon when the stream ends.
 */
@ContextModule({
  name: 'content',
  imports: [OrganisationModule, MediaModule, MembersModule],
  controllers: [SermonsController, PodcastController],
  providers: [SermonQueries, SermonRecordings, KjvText, PodcastFeeds, SermonFiles, SermonSpeakers, SermonMediaUsage, ...SERMON_COMMAND_HANDLERS],
  exports: [SermonRecordings],
  projections: [sermonArchiveProjection],
  searchProviders: [SermonSearchProvider],
  reactors: [RecordingSermonReactor],
})
export class SermonsModule {}
