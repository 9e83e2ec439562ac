import { ContextModule } from '../../platform/context/context-module.decorator';
import { EventsModule } from '../events';
import { OrganisationModule } from '../organisation';
import { SongChartStore } from './attachments/song-chart.store';
import { SongItems } from './commands/song-items.service';
import { WORSHIP_COMMAND_HANDLERS } from './commands/worship-command-handlers';
import { WorshipWriter } from './commands/worship-writer.service';
import { ProgramsController, ProgramTemplatesController } from './programs.controller';
import { programsProjection, programTemplatesProjection, songsProjection } from './projections/worship.projections';
import { WorshipQueriesService } from './queries/worship-queries.service';
import { ProgramChangesReactor } from './realtime/program-changes.reactor';
import { RunSheetPdf } from './run-sheet/run-sheet-pdf.service';
import { SongsController } from './songs.controller';

/** Worship planning: the song library, each service's order of service shared live with the team, templates, run sheets and CCLI usage. */
@ContextModule({
  name: 'worship',
  imports: [OrganisationModule, EventsModule],
  controllers: [SongsController, ProgramsController, ProgramTemplatesController],
  providers: [WorshipWriter, WorshipQueriesService, SongItems, SongChartStore, RunSheetPdf, ...WORSHIP_COMMAND_HANDLERS],
  exports: [WorshipQueriesService],
  projections: [songsProjection, programsProjection, programTemplatesProjection],
  reactors: [ProgramChangesReactor],
})
export class WorshipModule {}
