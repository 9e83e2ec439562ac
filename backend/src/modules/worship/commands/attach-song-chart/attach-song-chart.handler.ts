import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SONG_ATTACHMENT_TYPES } from '@koinonia/contracts';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { DomainError } from '../../../../platform/errors/domain-error';
import { SongChartStore } from '../../attachments/song-chart.store';
import { songDecider } from '../../domain/song.decider';
import { songStream } from '../../domain/song.events';
import { WorshipWriter } from '../worship-writer.service';
import { AttachSongChartCommand } from './attach-song-chart.command';

@CommandHandler(AttachSongChartCommand)
export class AttachSongChartHandler implements ICommandHandler<AttachSongChartCommand, CommandDone> {
  constructor(
    private readonly writer: WorshipWriter,
    private readonly charts: SongChartStore,
  ) {}

  async execute({ songId, attachmentId, file, actor }: AttachSongChartCommand): Promise<CommandDone> {
    // The type is the content's (magic bytes), never the name's.
    const mediaType = file.detectedType?.mime ?? '';
    if (!(SONG_ATTACHMENT_TYPES as readonly string[]).includes(mediaType)) throw new DomainError('UNSUPPORTED_FILE_TYPE');
    // No file is written for a song that is not there.
    if ((await this.writer.executor.load(songStream(songId), songDecider)).state.status !== 'active') throw new DomainError('NOT_FOUND');
    await this.charts.save(attachmentId, file.bytes);
    const attachment = { id: attachmentId, filename: file.filename.slice(0, 200) || 'chart', mediaType, bytes: file.bytes.length };
    try {
      return await this.writer.song({ type: 'AttachSongChart', songId, attachment }, actor);
    } catch (error) {
      await this.charts.remove(attachmentId);
      throw error;
    }
  }
}
