import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { SongChartStore } from '../../attachments/song-chart.store';
import { WorshipWriter } from '../worship-writer.service';
import { DetachSongChartCommand } from './detach-song-chart.command';

@CommandHandler(DetachSongChartCommand)
export class DetachSongChartHandler implements ICommandHandler<DetachSongChartCommand, CommandDone> {
  constructor(
    private readonly writer: WorshipWriter,
    private readonly charts: SongChartStore,
  ) {}

  async execute({ songId, attachmentId, actor }: DetachSongChartCommand): Promise<CommandDone> {
    const done = await this.writer.song({ type: 'DetachSongChart', songId, attachmentId }, actor);
    await this.charts.remove(attachmentId);
    return done;
  }
}
