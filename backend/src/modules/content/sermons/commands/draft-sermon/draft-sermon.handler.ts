import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { sermonDecider } from '../../domain/sermon.decider';
import { SermonFiles } from '../../media/sermon-files.service';
import { SermonSpeakers } from '../sermon-speakers.service';
import { sermonStream } from '../../domain/sermon.events';
import { parseScripture } from '../../scripture/scripture-parser';
import { toSeries, toSermonMedia, toTags } from '../sermon-input.util';
import { DraftSermonCommand } from './draft-sermon.command';

@CommandHandler(DraftSermonCommand)
export class DraftSermonHandler implements ICommandHandler<DraftSermonCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly files: SermonFiles,
    private readonly speakers: SermonSpeakers,
  ) {}

  async execute({ sermonId, sermon, actor }: DraftSermonCommand): Promise<CommandDone> {
    // Parsed before anything is recorded: a reference that names no passage refuses the whole sermon.
    const scripture = parseScripture(sermon.scripture ?? '');
    const record = {
      title: sermon.title,
      speaker: { name: sermon.speaker, memberId: sermon.speakerMemberId ?? null },
      preachedOn: sermon.preachedOn,
      series: toSeries(sermon.series ?? ''),
      scripture,
      summary: sermon.summary ?? '',
      tags: toTags(sermon.tags ?? []),
      media: toSermonMedia(sermon.media ?? null),
      transcript: sermon.transcript ?? '',
      attachments: sermon.attachmentIds ?? [],
    };
    await this.speakers.check(sermon.speakerMemberId);
    await this.files.check(record.media, record.attachments);
    const outcome = await this.executor.execute(
      sermonStream(sermonId),
      sermonDecider,
      { type: 'DraftSermon', sermonId, sermon: record },
      { actorId: actorIdOf(actor) },
    );
    return { id: sermonId, revision: outcome.revision, position: outcome.position };
  }
}
