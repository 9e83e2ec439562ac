import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import { bySystem } from '../../platform/commands/command-actor.type';
import { UpdateOwnDetailsCommand } from '../members';

/** New addresses two people typed on their own profiles after moving house (applied at once: the demo church does not ask for approval). */
const MOVES = ['18 Orchard Lane, Springfield, IL 62704', '402 Lakeview Drive, Apt 3B, Springfield, IL 62711'];

/** A few members' own changes, so the staff's Self-Updates list has something to show. */
export async function seedDemoSelfUpdates(commands: CommandBus, memberIds: string[]): Promise<void> {
  for (const [i, address] of MOVES.entries()) {
    const memberId = memberIds[i];
    if (memberId) await commands.execute(new UpdateOwnDetailsCommand(memberId, { address }, randomUUID(), bySystem()));
  }
}
