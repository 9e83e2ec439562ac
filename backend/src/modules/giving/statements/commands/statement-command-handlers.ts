import { IssueStatementHandler } from './issue-statement/issue-statement.handler';
import { StartStatementRunHandler } from './start-statement-run/start-statement-run.handler';

export const STATEMENT_COMMAND_HANDLERS = [IssueStatementHandler, StartStatementRunHandler];
