import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import { bySystem } from '../../platform/commands/command-actor.type';
import { CreateEmailBroadcastCommand, type EmailBroadcastSender } from '../messaging';

/**
 * One email broadcast the office already sent: the hospitality team's rota for the season, to that
 * ministry's people, merged for each, sent by the broadcast's own job (to the outbox, as the demo
 * church has no mail server) so /email-broadcasts opens on a finished broadcast and its recipients.
 */
export async function seedDemoEmailBroadcast(commands: CommandBus, sender: EmailBroadcastSender, staffUserId: string): Promise<void> {
  const broadcastId = randomUUID();
  await commands.execute(
    new CreateEmailBroadcastCommand(
      broadcastId,
      {
        subject: 'Hospitality rota for Advent, {firstName}',
        text:
          'Dear {firstName},\n\nThank you for welcoming everyone who walks through our doors. The Advent rota is up on the board by the coffee counter: ' +
          'please check your Sundays and let the office know by Friday if one does not work for you.\n\nWith gratitude,\nThe church office',
        audience: { kind: 'ministry', ministry: 'Hospitality' },
        sendAt: null,
      },
      bySystem(staffUserId),
    ),
  );
  await sender.sendNow(broadcastId);
}
