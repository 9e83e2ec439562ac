import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Reactor, ReactorCheckpoint } from '../../../platform/reactors/reactor.type';
import { MemberImportJob } from './member-import.job';

/**
 * Runs an import's job when it is committed, and its Undo when asked. The checkpoint moves past
 * the event only when the job has finished, so an import cut short by a restart is taken up again
 * (the job continues from the rows its stream has recorded).
 */
@Injectable()
export class MemberImportJobReactor implements Reactor {
  readonly name = 'member-import-jobs';
  readonly checkpoint: ReactorCheckpoint = { kind: 'document', from: 'beginning' };

  constructor(private readonly job: MemberImportJob) {}

  handles(event: RecordedEvent): boolean {
    return event.type === 'MemberImportCommitted' || event.type === 'MemberImportUndoRequested';
  }

  async handle(event: RecordedEvent): Promise<void> {
    await this.job.run(String(event.data.importId), event.metadata.actorId);
  }
}
