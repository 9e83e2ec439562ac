import { ContextModule } from '../../platform/context/context-module.decorator';
import { MembersModule } from '../members';
import { OrganisationModule } from '../organisation';
import { MEMBER_IMPORT_COMMAND_HANDLERS } from './commands/member-import-command-handlers';
import { MemberImportJob } from './jobs/member-import.job';
import { MemberImportJobReactor } from './jobs/member-import-job.reactor';
import { MemberImportsController } from './member-imports.controller';
import { MemberImportPlanner } from './planning/member-import-planner.service';
import { memberImportsProjection } from './projections/member-imports.projection';
import { MemberImportQueries } from './queries/member-import-queries.service';

/** Importing people from CSV files: each import one recorded batch, written through the members context's commands, and undoable. */
@ContextModule({
  name: 'imports',
  imports: [MembersModule, OrganisationModule],
  controllers: [MemberImportsController],
  providers: [MemberImportPlanner, MemberImportQueries, MemberImportJob, ...MEMBER_IMPORT_COMMAND_HANDLERS],
  projections: [memberImportsProjection],
  reactors: [MemberImportJobReactor],
})
export class ImportsModule {}
