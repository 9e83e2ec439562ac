import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import { bySystem } from '../../platform/commands/command-actor.type';
import { AddBookableCommand, ScheduleEventCommand, type EventInput } from '../events';

const DAY = 86_400_000;
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The day of the week on or before `time` (0 is Sunday), as a UTC midnight. */
function weekdayOnOrBefore(time: number, weekday: number): number {
  const day = time - (time % DAY);
  return day - ((new Date(day).getUTCDay() - weekday + 7) % 7) * DAY;
}

const base: Omit<EventInput, 'title' | 'category' | 'startsAt' | 'endsAt' | 'recurrence'> = {
  description: '',
  allDay: false,
  location: '',
  roomId: null,
  resourceIds: [],
  setupMinutes: 0,
  teardownMinutes: 0,
  capacity: null,
  registration: 'closed',
  registrationDeadline: null,
  visibility: 'members',
};

/**
 * The demo church's calendar, through the real commands: its rooms and resources, and the week's
 * rhythm — Sunday worship, Wednesday Bible study, Friday youth night, a staff meeting — with a
 * potluck on the second Sunday of each month. Times are the church's own (America/Chicago), begun
 * a few weeks back so the calendar has a past as well as what is to come.
 */
export async function seedDemoEvents(commands: CommandBus, now = new Date()): Promise<{ youthNight: string; firstFriday: string }> {
  const system = bySystem();
  const add = async (kind: 'room' | 'resource', name: string, capacity: number | null) => {
    const id = randomUUID();
    await commands.execute(new AddBookableCommand(id, kind, name, capacity, system));
    return id;
  };
  const sanctuary = await add('room', 'Sanctuary', 300);
  const hall = await add('room', 'Fellowship Hall', 120);
  const room101 = await add('room', 'Room 101', 20);
  const youthRoom = await add('room', 'Youth Room', 40);
  const projector = await add('resource', 'Projector', null);
  await add('resource', 'Church van', null);

  const weeksBack = now.getTime() - 6 * 7 * DAY;
  const on = (weekday: number) => dateOf(weekdayOnOrBefore(weeksBack, weekday));
  const schedule = (event: Partial<EventInput> & Pick<EventInput, 'title' | 'category' | 'startsAt' | 'endsAt' | 'recurrence'>) =>
    commands.execute(new ScheduleEventCommand(randomUUID(), { ...base, ...event }, system));

  await schedule({
    title: 'Sunday Worship',
    category: 'worship',
    description: 'Our main gathering: songs, prayer and the sermon. Children’s church during the service.',
    startsAt: `${on(0)}T10:00`,
    endsAt: `${on(0)}T11:30`,
    recurrence: 'FREQ=WEEKLY;BYDAY=SU',
    roomId: sanctuary,
    resourceIds: [projector],
    setupMinutes: 45,
    teardownMinutes: 30,
    capacity: 300,
    visibility: 'public',
  });
  await schedule({
    title: 'Wednesday Bible Study',
    category: 'study',
    description: 'Working through the Gospel of Mark, a chapter a week.',
    startsAt: `${on(3)}T19:00`,
    endsAt: `${on(3)}T20:30`,
    recurrence: 'FREQ=WEEKLY;BYDAY=WE',
    roomId: room101,
    capacity: 20,
  });
  const youthNight = randomUUID();
  await commands.execute(
    new ScheduleEventCommand(
      youthNight,
      {
        ...base,
        title: 'Youth Night',
        category: 'youth',
        description: 'Games, worship and small groups for grades 6–12.',
        startsAt: `${on(5)}T19:00`,
        endsAt: `${on(5)}T21:00`,
        recurrence: 'FREQ=WEEKLY;BYDAY=FR',
        roomId: youthRoom,
        setupMinutes: 30,
        capacity: 40,
        registration: 'open',
      },
      system,
    ),
  );
  await schedule({
    title: 'Staff Meeting',
    category: 'meeting',
    startsAt: `${on(2)}T09:00`,
    endsAt: `${on(2)}T10:00`,
    recurrence: 'FREQ=WEEKLY;BYDAY=TU',
    roomId: room101,
    visibility: 'staff',
  });
  await schedule({
    title: 'Second Sunday Potluck',
    category: 'fellowship',
    description: 'Bring a dish to share after the service; everyone welcome.',
    startsAt: `${on(0)}T12:00`,
    endsAt: `${on(0)}T14:00`,
    recurrence: 'FREQ=MONTHLY;BYDAY=2SU',
    roomId: hall,
    setupMinutes: 30,
    teardownMinutes: 60,
    capacity: 120,
    registration: 'open',
    visibility: 'public',
  });
  return { youthNight, firstFriday: on(5) };
}
