import { STATEMENT_COMMAND_HANDLERS } from './commands/statement-command-handlers';
import { StatementRunJob } from './jobs/statement-run.job';
import { StatementRunJobReactor } from './jobs/statement-run-job.reactor';
import { StatementPdf } from './pdf/statement-pdf.service';
import { statementRunsProjection, statementsProjection } from './projections/statements.projection';
import { StatementQueries } from './queries/statement-queries.service';
import { StatementIssuer } from './statement-issuer.service';
import { StatementRunsController, StatementsController } from './statements.controller';

/** What statements add to the giving module, declared here so the module's file takes one line each. */
export const STATEMENTS_PART = {
  controllers: [StatementsController, StatementRunsController],
  providers: [StatementPdf, StatementIssuer, StatementQueries, StatementRunJob, ...STATEMENT_COMMAND_HANDLERS],
  projections: [statementsProjection, statementRunsProjection],
  reactors: [StatementRunJobReactor],
  exports: [StatementQueries],
};
