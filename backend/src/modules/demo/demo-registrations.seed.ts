import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import { bySystem } from '../../platform/commands/command-actor.type';
import { AddEventCategoryCommand, CheckInAttendeeCommand, RegisterForEventCommand, ScheduleEventCommand } from '../events';

const DAY = 86_400_000;
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The demo church's registrations, through the real commands: a category of its own (men's
 * breakfast), a small marriage retreat a few weeks ahead that is full with a wait list, and the
 * last three Youth Nights with their registrations and who was checked in (so attendance and the
 * analytics have a past, no-shows included).
 */
export async function seedDemoRegistrations(
  commands: CommandBus,
  input: { youthNight: string; firstFriday: string; memberIds: string[] },
  now = new Date(),
): Promise<void> {
  const system = bySystem();
  const { youthNight, firstFriday, memberIds } = input;
  await commands.execute(new AddEventCategoryCommand('mens-breakfast', 'Men’s breakfast', system));

  const retreatDay = dateOf(now.getTime() + 24 * DAY);
  const retreat = randomUUID();
  await commands.execute(
    new ScheduleEventCommand(
      retreat,
      {
        title: 'Marriage Retreat',
        description: 'A day for couples: talks, a quiet lunch and time together. Places are limited.',
        category: 'fellowship',
        startsAt: `${retreatDay}T09:00`,
        endsAt: `${retreatDay}T16:00`,
        allDay: false,
        recurrence: null,
        location: 'Lakeside Lodge',
        roomId: null,
        resourceIds: [],
        setupMinutes: 0,
        teardownMinutes: 0,
        capacity: 6,
        registration: 'open',
        registrationDeadline: `${dateOf(now.getTime() + 20 * DAY)}T23:59`,
        visibility: 'members',
      },
      system,
    ),
  );
  // Three couples fill it; two more wait.
  for (const memberId of memberIds.slice(0, 5)) await commands.execute(new RegisterForEventCommand(retreat, randomUUID(), memberId, retreatDay, 2, system));

  const breakfastDay = dateOf(now.getTime() + 10 * DAY);
  await commands.execute(
    new ScheduleEventCommand(
      randomUUID(),
      {
        title: 'Men’s Breakfast',
        description: 'Pancakes, a short talk and prayer.',
        category: 'mens-breakfast',
        startsAt: `${breakfastDay}T08:00`,
        endsAt: `${breakfastDay}T09:30`,
        allDay: false,
        recurrence: null,
        location: 'Fellowship Hall',
        roomId: null,
        resourceIds: [],
        setupMinutes: 0,
        teardownMinutes: 0,
        capacity: 30,
        registration: 'open',
        registrationDeadline: null,
        visibility: 'members',
      },
      system,
    ),
  );

  // The Youth Nights of the last three weeks: eight registered each, most came, one walked in.
  const first = Date.parse(`${firstFriday}T00:00:00Z`);
  const fridays = Array.from({ length: 6 }, (_, week) => first + week * 7 * DAY).filter((day) => day + DAY < now.getTime());
  for (const [index, day] of fridays.slice(-3).entries()) {
    const date = dateOf(day);
    const registered = memberIds.slice(5 + index, 13 + index);
    for (const memberId of registered) {
      await commands.execute(new RegisterForEventCommand(youthNight, randomUUID(), memberId, date, 1, system, new Date(day - 3 * DAY)));
    }
    const came = [...registered.slice(0, registered.length - 2 + index), memberIds[20 + index]].filter((id): id is string => Boolean(id));
    for (const memberId of came) await commands.execute(new CheckInAttendeeCommand(youthNight, memberId, date, system));
  }
}
