import { Injectable } from '@nestjs/common';
import { actorIdOf, type CommandActor } from '../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { programDecider, type ProgramCommand } from '../domain/program.decider';
import { programStream } from '../domain/program.events';
import { programTemplateDecider, type ProgramTemplateCommand } from '../domain/program-template.decider';
import { programTemplateStream } from '../domain/program-template.events';
import { songDecider, type SongCommand } from '../domain/song.decider';
import { songStream } from '../domain/song.events';

/** Runs a worship command on its stream with the revision the caller last saw, and answers `{ id, revision, position }`. */
@Injectable()
export class WorshipWriter {
  constructor(readonly executor: CommandExecutor) {}

  async program(command: ProgramCommand, actor: CommandActor, expectedRevision?: number): Promise<CommandDone> {
    const outcome = await this.executor.execute(programStream(command.programId), programDecider, command, { actorId: actorIdOf(actor), expectedRevision });
    return { id: command.programId, revision: outcome.revision, position: outcome.position };
  }

  async song(command: SongCommand, actor: CommandActor, expectedRevision?: number): Promise<CommandDone> {
    const outcome = await this.executor.execute(songStream(command.songId), songDecider, command, { actorId: actorIdOf(actor), expectedRevision });
    return { id: command.songId, revision: outcome.revision, position: outcome.position };
  }

  async template(command: ProgramTemplateCommand, actor: CommandActor): Promise<CommandDone> {
    const outcome = await this.executor.execute(programTemplateStream(command.templateId), programTemplateDecider, command, { actorId: actorIdOf(actor) });
    return { id: command.templateId, revision: outcome.revision, position: outcome.position };
  }
}
