import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { bySystem } from '../../../../platform/commands/command-actor.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import type { Reactor } from '../../../../platform/reactors/reactor.type';
import type { LivestreamRecordingSaved } from '../../../livestream';
import { ChurchQuery } from '../../../organisation';
import { DraftSermonCommand } from '../commands/draft-sermon/draft-sermon.command';
import { sermonDecider } from '../domain/sermon.decider';
import { sermonStream } from '../domain/sermon.events';
import { churchDayOf, recordingSermonTitle, sermonIdForRecording } from './recording-sermon.util';

/**
 * When a stream ends, its recording becomes a draft sermon with the recording as its media, for the
 * media team to name, trim and publish. Idempotent: the sermon's id is derived from the recording's,
 * so a recording seen again (a replay, a retry) finds its sermon and drafts nothing.
 */
@Injectable()
export class RecordingSermonReactor implements Reactor {
  readonly name = 'livestream-recording-sermons';
  readonly checkpoint = { kind: 'document', from: 'beginning' } as const;

  constructor(
    private readonly commands: CommandBus,
    private readonly executor: CommandExecutor,
    private readonly church: ChurchQuery,
  ) {}

  handles(event: RecordedEvent): boolean {
    return event.type === 'LivestreamRecordingSaved';
  }

  async handle(event: RecordedEvent): Promise<void> {
    const recording = event.data as LivestreamRecordingSaved['data'];
    const sermonId = sermonIdForRecording(recording.recordingId);
    const loaded = await this.executor.load(sermonStream(sermonId), sermonDecider);
    if (loaded.state.status !== 'none') return;
    const church = await this.church.current();
    const preachedOn = churchDayOf(recording.startedAt, church?.timeZone ?? '');
    const sermon = {
      title: recordingSermonTitle(preachedOn),
      // Who preached is for the media team to say: until then, the church.
      speaker: church?.name || 'Livestream',
      preachedOn,
      media: { kind: 'recording' as const, recordingId: recording.recordingId, durationSeconds: Math.round(recording.durationSeconds) },
    };
    try {
      await this.commands.execute(new DraftSermonCommand(sermonId, sermon, bySystem()));
    } catch (error) {
      // Drafted meanwhile by another run: the sermon is there.
      if (!(error instanceof DomainError && error.code === 'CONCURRENCY_CONFLICT')) throw error;
    }
  }
}
