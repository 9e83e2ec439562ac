import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { sermonDecider } from '../../domain/sermon.decider';
import { SermonFiles } from '../../media/sermon-files.service';
import { SermonSpeakers } from '../sermon-speakers.service';
import { sermonStream, type SermonRecord } from '../../domain/sermon.events';
import { parseScripture } from '../../scripture/scripture-parser';
import { toSeries, toSermonMedia, toTags } from '../sermon-input.util';
import { ChangeSermonCommand } from './change-sermon.command';

@CommandHandler(ChangeSermonCommand)
export class ChangeSermonHandler implements ICommandHandler<ChangeSermonCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly files: SermonFiles,
    private readonly speakers: SermonSpeakers,
  ) {}

  async execute({ sermonId, changes: given, expectedRevision, actor }: ChangeSermonCommand): Promise<CommandDone> {
    const changes: Partial<SermonRecord> = {};
    if (given.title !== undefined) changes.title = given.title;
    // A new name without a member, or a member with the name shown: the two travel together.
    if (given.speaker !== undefined) changes.speaker = { name: given.speaker, memberId: given.speakerMemberId ?? null };
    if (given.preachedOn !== undefined) changes.preachedOn = given.preachedOn;
    if (given.series !== undefined) changes.series = toSeries(given.series);
    if (given.scripture !== undefined) changes.scripture = parseScripture(given.scripture);
    if (given.summary !== undefined) changes.summary = given.summary;
    if (given.transcript !== undefined) changes.transcript = given.transcript;
    if (given.tags !== undefined) changes.tags = toTags(given.tags);
    if (given.media !== undefined) changes.media = toSermonMedia(given.media);
    if (given.attachmentIds !== undefined) changes.attachments = given.attachmentIds;
    await this.speakers.check(given.speaker === undefined ? undefined : given.speakerMemberId);
    await this.files.check(changes.media, changes.attachments);
    const outcome = await this.executor.execute(
      sermonStream(sermonId),
      sermonDecider,
      { type: 'ChangeSermon', sermonId, changes },
      { actorId: actorIdOf(actor), expectedRevision },
    );
    return { id: sermonId, revision: outcome.revision, position: outcome.position };
  }
}
