import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import type { AttendancePerson } from '@koinonia/contracts';
import { bySystem } from '../../platform/commands/command-actor.type';
import {
  AddRoomCommand,
  CheckInChildrenCommand,
  CheckOutChildCommand,
  RecordAttendanceCommand,
  RecordHeadcountCommand,
  ScheduleGatheringCommand,
} from '../attendance';
import { mulberry32 } from './demo-church.data';

const WEEK = 7 * 86_400_000;
const SUNDAYS = 10;
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The Sunday on or before `now` (UTC). */
function lastSunday(now: Date): number {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return day - new Date(day).getUTCDay() * 86_400_000;
}

/**
 * The demo church's gatherings, through the real commands: a weekly Sunday service with ten weeks
 * of registers (a regular core, occasional attenders and a visitor headcount), a Wednesday prayer
 * meeting by an RRULE, the children's rooms, and last Sunday's check-ins (one child still in care).
 */
export async function seedDemoAttendance(commands: CommandBus, people: AttendancePerson[], now = new Date()): Promise<void> {
  const random = mulberry32(31);
  const system = bySystem();
  const firstSunday = lastSunday(now) - (SUNDAYS - 1) * WEEK;
  const sunday = randomUUID();
  await commands.execute(
    new ScheduleGatheringCommand(
      sunday,
      { name: 'Sunday Worship', kind: 'service', startsAt: `${dateOf(firstSunday)}T10:00:00-06:00`, repeat: 'weekly', rrule: null },
      system,
    ),
  );
  // Each person's own habit: most come most weeks, some now and then, a few have drifted away lately.
  const habits = people.map(() => random());
  for (let week = 0; week < SUNDAYS; week++) {
    const date = dateOf(firstSunday + week * WEEK);
    const present = people.filter((_, i) => {
      const habit = habits[i];
      const drifting = habit > 0.9 && week >= SUNDAYS - 4;
      return !drifting && random() < (habit < 0.55 ? 0.85 : 0.35);
    });
    if (present.length > 0)
      await commands.execute(
        new RecordAttendanceCommand(
          sunday,
          present.map((p) => p.memberId),
          date,
          randomUUID(),
          system,
        ),
      );
    await commands.execute(new RecordHeadcountCommand(sunday, 8 + Math.floor(random() * 15), date, system));
  }

  const firstWednesday = firstSunday + 3 * 86_400_000;
  const midweek = randomUUID();
  await commands.execute(
    new ScheduleGatheringCommand(
      midweek,
      {
        name: 'Wednesday Prayer Meeting',
        kind: 'meeting',
        startsAt: `${dateOf(firstWednesday)}T19:00:00-06:00`,
        repeat: 'rrule',
        rrule: 'FREQ=WEEKLY;BYDAY=WE',
      },
      system,
    ),
  );
  const faithful = people.filter((_, i) => habits[i] < 0.2);
  for (let week = 0; week < SUNDAYS - 1; week++) {
    const present = faithful.filter(() => random() < 0.7).map((p) => p.memberId);
    if (present.length > 0) await commands.execute(new RecordAttendanceCommand(midweek, present, dateOf(firstWednesday + week * WEEK), randomUUID(), system));
  }

  const rooms: string[] = [];
  for (const name of ['Nursery (0–2)', 'Preschool (3–5)', 'Elementary (6–10)']) {
    const roomId = randomUUID();
    await commands.execute(new AddRoomCommand(roomId, name, system));
    rooms.push(roomId);
  }
  // The directory has no children yet (households come later): the last few people stand in for them.
  const children = people.slice(-3);
  const notes = [
    { allergies: 'Peanuts, tree nuts', medicalNotes: 'EpiPen in the diaper bag' },
    { allergies: '', medicalNotes: '' },
    { allergies: 'Dairy', medicalNotes: 'Asthma: inhaler with the leader' },
  ];
  for (const [i, child] of children.entries()) {
    const done = await commands.execute(
      new CheckInChildrenCommand(
        randomUUID(),
        `Parent of ${child.fullName}`,
        [{ memberId: child.memberId, roomId: rooms[i % rooms.length], ...notes[i] }],
        system,
      ),
    );
    if (i < children.length - 1)
      await commands.execute(new CheckOutChildCommand(done.id, child.memberId, done.securityCode, `Parent of ${child.fullName}`, system));
  }
}
