import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Reactor, ReactorCheckpoint } from '../../../../platform/reactors/reactor.type';
import { EmailBroadcastSender } from './email-broadcast-sender.service';

/**
 * Starts a broadcast's job the moment it starts, rather than at the sender's next pass. Live: what
 * started before this instance did is taken up by the sender's pass, which also resumes jobs a
 * restart cut short.
 */
@Injectable()
export class EmailBroadcastStartsReactor implements Reactor {
  readonly name = 'email-broadcast-starts';
  readonly checkpoint: ReactorCheckpoint = { kind: 'live' };

  constructor(private readonly sender: EmailBroadcastSender) {}

  handles(event: RecordedEvent): boolean {
    return event.type === 'EmailBroadcastStarted';
  }

  handle(event: RecordedEvent): Promise<void> {
    this.sender.start(String(event.data.broadcastId));
    return Promise.resolve();
  }
}
