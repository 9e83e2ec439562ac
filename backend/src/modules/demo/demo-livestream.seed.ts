import type { CommandBus } from '@nestjs/cqrs';
import { bySystem } from '../../platform/commands/command-actor.type';
import type { EventQueriesService } from '../events';
import { AddRestreamDestinationCommand, RotateStreamKeyCommand, ScheduleNextStreamCommand } from '../livestream';

/**
 * The demo's livestream, through the real commands: a generated stream key, a YouTube preset that
 * is disabled (its key is not real), a custom endpoint pointed nowhere (127.0.0.1:1, so a push shows
 * a destination failing and retrying while the main stream goes on), and the next stream announced
 * as Sunday Worship.
 */
export async function seedDemoLivestream(commands: CommandBus, events: EventQueriesService, newId: () => string): Promise<void> {
  await commands.execute(new RotateStreamKeyCommand(bySystem()));
  await commands.execute(new AddRestreamDestinationCommand(newId(), 'youtube', 'YouTube', undefined, 'demo-not-a-real-key', false, bySystem()));
  await commands.execute(new AddRestreamDestinationCommand(newId(), 'custom', 'Overflow room', 'rtmp://127.0.0.1:1/live', 'overflow', true, bySystem()));
  const { events: scheduled } = await events.feedEvents({ roles: ['admin'] });
  const sunday = scheduled.find((event) => event.details.title === 'Sunday Worship');
  if (sunday) await commands.execute(new ScheduleNextStreamCommand(sunday.eventId, bySystem()));
}
