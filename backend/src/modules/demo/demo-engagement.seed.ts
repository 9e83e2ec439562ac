import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import type { ListMembersQueryDto } from '@koinonia/contracts';
import { bySystem } from '../../platform/commands/command-actor.type';
import { RecordAttendanceCommand, type GatheringQueriesService } from '../attendance';
import { AnswerJoinRequestCommand, CreateGroupCommand, RecordGroupMeetingCommand, RequestToJoinGroupCommand } from '../groups';
import { WHOLE_DIRECTORY, type MemberQueriesService } from '../members';

const DAY = 86_400_000;
const WEEKS = 8;

/** The last `count` dates on a weekday (0 = Sunday) at least two days before `now`: occurrences that have surely begun. */
function lastWeekdays(now: Date, weekday: number, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = today - 2 * DAY;
  const latest = start - ((new Date(start).getUTCDay() - weekday + 7) % 7) * DAY;
  return Array.from({ length: count }, (_, i) => new Date(latest - i * 7 * DAY).toISOString().slice(0, 10));
}

/**
 * The demo church's Engagement tab, alive: the attendance seed already has regulars and people
 * drifting away (the at-risk list); this adds one person of high leadership potential, through
 * the real commands — a baptised member at every Sunday service and Wednesday prayer meeting of
 * the last eight weeks, who joined the worship team and came to its weekly rehearsals.
 */
export async function seedDemoEngagement(
  commands: CommandBus,
  read: { gatherings: GatheringQueriesService; members: MemberQueriesService },
  settle: () => Promise<void>,
  now = new Date(),
): Promise<void> {
  // The gatherings and people were recorded by the seeds before: read them once the read side has them.
  await settle();
  const gatherings = await read.gatherings.list();
  const sunday = gatherings.find((g) => g.name === 'Sunday Worship');
  const wednesday = gatherings.find((g) => g.name === 'Wednesday Prayer Meeting');
  const query = { status: 'active', sort: 'name', page: 1, pageSize: 500 } as ListMembersQueryDto;
  const people = (await read.members.list(query, WHOLE_DIRECTORY)).items;
  const pastor = people.find((p) => p.email === 'pastor@demo.church');
  const faithful = people.find((p) => !(p.email ?? '').endsWith('@demo.church') && !p.isChild && p.membershipStep === 'member' && p.baptismDate);
  if (!sunday || !wednesday || !pastor || !faithful) return;

  const system = bySystem();
  for (const [gathering, weekday] of [
    [sunday, 0],
    [wednesday, 3],
  ] as const) {
    for (const date of lastWeekdays(now, weekday, WEEKS)) {
      // Recording someone already on the register counts them once: nothing changes if they were.
      await commands.execute(new RecordAttendanceCommand(gathering.id, [faithful.id], date, randomUUID(), system));
    }
  }

  const groupId = randomUUID();
  const details = {
    name: 'Worship Team',
    description: 'Musicians and singers who lead Sunday worship; rehearsals on Thursday evenings.',
    leaderIds: [pastor.id],
    meetingDay: 'thursday' as const,
    meetingTime: '19:30',
    place: 'Sanctuary',
    onlineLink: '',
    capacity: 20,
    openness: 'open' as const,
    ministry: 'Worship',
    campus: 'Main campus',
    tags: ['music', 'serving'],
  };
  await commands.execute(new CreateGroupCommand(groupId, details, system));
  await commands.execute(new RequestToJoinGroupCommand(groupId, 'I play the keyboard.', system, faithful.id));
  await commands.execute(new AnswerJoinRequestCommand(groupId, faithful.id, 'approve', system));
  for (const date of lastWeekdays(now, 4, WEEKS).reverse()) {
    await commands.execute(new RecordGroupMeetingCommand(groupId, randomUUID(), { date, topic: 'Rehearsal', attendeeIds: [pastor.id, faithful.id] }, system));
  }
}
