import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import { StatementIssuer, type IssueOutcome } from '../../statement-issuer.service';
import { IssueStatementCommand } from './issue-statement.command';

@CommandHandler(IssueStatementCommand)
export class IssueStatementHandler implements ICommandHandler<IssueStatementCommand, IssueOutcome> {
  constructor(private readonly issuer: StatementIssuer) {}

  async execute({ donorMemberId, year, actor }: IssueStatementCommand): Promise<IssueOutcome> {
    // A member that is not in the directory is MEMBER_NOT_FOUND from the members context; a statement always has one.
    const outcome = await this.issuer.issue(donorMemberId, year, actorIdOf(actor), await this.issuer.lookups());
    return outcome!;
  }
}
