import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { guessMapping } from '../../domain/import-mapping';
import { memberImportDecider } from '../../domain/member-import.decider';
import { memberImportStream } from '../../domain/member-import.events';
import { MemberImportPlanner } from '../../planning/member-import-planner.service';
import { CommitMemberImportCommand } from './commit-member-import.command';

/** The plan (ids of people to create included) is recorded with the commit, so the job that follows never decides twice. */
@CommandHandler(CommitMemberImportCommand)
export class CommitMemberImportHandler implements ICommandHandler<CommitMemberImportCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly planner: MemberImportPlanner,
  ) {}

  async execute({ importId, mapping, duplicates, actor }: CommitMemberImportCommand): Promise<CommandDone> {
    const stream = memberImportStream(importId);
    const loaded = await this.executor.load(stream, memberImportDecider);
    if (loaded.state.status === 'none') throw new DomainError('NOT_FOUND');
    if (loaded.state.status !== 'uploaded') throw new DomainError('CONCURRENCY_CONFLICT');
    const chosen = mapping ?? guessMapping(loaded.state.columns);
    const { plan } = await this.planner.plan(loaded.state.rows, chosen, duplicates, new Date().toISOString().slice(0, 10));
    const outcome = await this.executor.execute(
      stream,
      memberImportDecider,
      { type: 'CommitMemberImport', importId, mapping: chosen, duplicates, plan },
      { actorId: actorIdOf(actor), expectedRevision: loaded.revision },
    );
    return { id: importId, revision: outcome.revision, position: outcome.position };
  }
}
