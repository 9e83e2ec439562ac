import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Reactor, ReactorCheckpoint } from '../../../../platform/reactors/reactor.type';
import { StatementRunJob } from './statement-run.job';

/** Runs a statement run once it is started; the checkpoint moves past the start only when the job has finished, so a restart takes it up again. */
@Injectable()
export class StatementRunJobReactor implements Reactor {
  readonly name = 'statement-run-jobs';
  readonly checkpoint: ReactorCheckpoint = { kind: 'document', from: 'beginning' };

  constructor(private readonly job: StatementRunJob) {}

  handles(event: RecordedEvent): boolean {
    return event.type === 'StatementRunStarted';
  }

  async handle(event: RecordedEvent): Promise<void> {
    await this.job.run(String(event.data.runId), event.metadata.actorId);
  }
}
