import { Command } from '@nestjs/cqrs';
import type { RestreamKind, StreamKeyView } from '@koinonia/contracts';
import type { CommandActor } from '../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../platform/commands/command-done.type';

/** A new stream key for the church (the first one, or one replacing a key that leaked): answered in clear this once. */
export class RotateStreamKeyCommand extends Command<CommandDone & Pick<StreamKeyView, 'streamKey' | 'ingestUrl'>> {
  constructor(readonly actor: CommandActor) {
    super();
  }
}

export class AddRestreamDestinationCommand extends Command<CommandDone> {
  constructor(
    readonly destinationId: string,
    readonly kind: RestreamKind,
    readonly name: string,
    readonly serverUrl: string | undefined,
    readonly streamKey: string,
    readonly enabled: boolean,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

export class SetRestreamEnabledCommand extends Command<CommandDone> {
  constructor(
    readonly destinationId: string,
    readonly enabled: boolean,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

export class RemoveRestreamDestinationCommand extends Command<CommandDone> {
  constructor(
    readonly destinationId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

export class ChangeLivestreamOptionsCommand extends Command<CommandDone> {
  constructor(
    readonly publicWatch: boolean,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

/** Announce the next stream: an event of the calendar (null: none). */
export class ScheduleNextStreamCommand extends Command<CommandDone> {
  constructor(
    readonly eventId: string | null,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

/** Cut a recording to `startSeconds`..`endSeconds` (ffmpeg, stream copy), ready to publish as a sermon. */
export class TrimRecordingCommand extends Command<CommandDone> {
  constructor(
    readonly recordingId: string,
    readonly startSeconds: number,
    readonly endSeconds: number,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
