import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { bySystem } from '../../platform/commands/command-actor.type';
import { RecordSensitiveAccessCommand } from './commands/record-sensitive-access/record-sensitive-access.command';
import type { ExportFormat, SensitiveAccessCommand } from './domain/sensitive-access.decider';

/** Who is reading or exporting, and from where (a controller has both: `request.user.id`, `request.ip`). */
export interface AccessActor {
  userId: string;
  ip: string;
}

/**
 * How areas that export data or show prayer requests and pastoral notes account for it: each
 * call records an event the security log turns into an entry (data exported, prayer request
 * read, pastoral note read). Await it before the data leaves: no record, no read. Each call is a
 * RecordSensitiveAccess command, carried out for the person who reads.
 */
@Injectable()
export class SensitiveAccessLog {
  constructor(private readonly commands: CommandBus) {}

  dataExported(actor: AccessActor, exported: { dataset: string; format: ExportFormat; rowCount: number }): Promise<void> {
    return this.record({ type: 'RecordDataExport', userId: actor.userId, ip: actor.ip, ...exported }, actor);
  }

  prayerRequestRead(actor: AccessActor, prayerRequestId: string): Promise<void> {
    return this.record({ type: 'RecordPrayerRequestRead', userId: actor.userId, ip: actor.ip, prayerRequestId }, actor);
  }

  pastoralNoteRead(actor: AccessActor, note: { pastoralNoteId: string; memberId: string }): Promise<void> {
    return this.record({ type: 'RecordPastoralNoteRead', userId: actor.userId, ip: actor.ip, ...note }, actor);
  }

  private async record(command: SensitiveAccessCommand, actor: AccessActor): Promise<void> {
    await this.commands.execute(new RecordSensitiveAccessCommand(command, bySystem(actor.userId)));
  }
}
