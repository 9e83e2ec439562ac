import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { GROUP_MEETING_DAYS, type GroupMeetingDay, type ListMembersQueryDto } from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../platform/auth/user-directory.port';
import { bySystem } from '../../platform/commands/command-actor.type';
import { AnswerJoinRequestCommand, ChangeGroupDetailsCommand, CreateGroupCommand, RecordGroupMeetingCommand, RequestToJoinGroupCommand } from '../groups';
import { MemberQueriesService, WHOLE_DIRECTORY } from '../members';
import { mulberry32 } from './demo-church.data';

interface DemoGroup {
  name: string;
  description: string;
  /** A demo account's email, or the index of a generated member. */
  leader: string | number;
  meetingDay: GroupMeetingDay;
  meetingTime: string;
  place: string;
  onlineLink: string;
  capacity: number | null;
  openness: 'open' | 'closed';
  ministry: string;
  tags: string[];
  members: number;
  topics: string[];
}

const GROUPS: DemoGroup[] = [
  {
    name: "Tuesday Men's Bible Study",
    description: 'Working through Romans a chapter a week, with coffee and honest conversation.',
    leader: 'pastor@demo.church',
    meetingDay: 'tuesday',
    meetingTime: '19:00',
    place: 'Fellowship hall',
    onlineLink: '',
    capacity: 12,
    openness: 'open',
    ministry: 'Worship',
    tags: ['men', 'bible study'],
    members: 5,
    topics: ['Romans 5: peace with God', 'Romans 6: alive in Christ', 'Romans 7: the struggle', 'Romans 8: no condemnation'],
  },
  {
    name: "Women's Morning Group",
    description: 'Prayer, a psalm and breakfast; childcare in the nursery.',
    leader: 'staff@demo.church',
    meetingDay: 'thursday',
    meetingTime: '09:30',
    place: 'Garden room',
    onlineLink: '',
    capacity: 15,
    openness: 'open',
    ministry: 'Hospitality',
    tags: ['women', 'prayer'],
    members: 5,
    topics: ['Psalm 23', 'Psalm 46', 'Psalm 91', 'Psalm 121'],
  },
  {
    name: 'Youth Friday Night',
    description: 'Games, worship and a short talk for ages 13 to 18.',
    leader: 'leader@demo.church',
    meetingDay: 'friday',
    meetingTime: '18:30',
    place: 'Youth room',
    onlineLink: '',
    capacity: 30,
    openness: 'open',
    ministry: 'Youth',
    tags: ['youth'],
    members: 4,
    topics: ['Who is Jesus?', 'Prayer that works', 'Friendship', 'Courage'],
  },
  {
    name: 'Online Evening Study',
    description: 'For shift workers and parents at home: the Gospel of Mark, online.',
    leader: 0,
    meetingDay: 'wednesday',
    meetingTime: '20:30',
    place: '',
    onlineLink: 'https://meet.example.org/koinonia-mark',
    capacity: null,
    openness: 'open',
    ministry: 'Prayer',
    tags: ['online', 'bible study'],
    members: 3,
    topics: ['Mark 1', 'Mark 2', 'Mark 3', 'Mark 4'],
  },
  {
    name: 'Marriage Covenant Group',
    description: 'Six couples through a twelve-week course; closed until the next course begins.',
    leader: 1,
    meetingDay: 'sunday',
    meetingTime: '17:00',
    place: 'Library',
    onlineLink: '',
    capacity: 12,
    openness: 'closed',
    ministry: 'Care',
    tags: ['marriage'],
    members: 2,
    topics: ['Listening', 'Forgiveness', 'Money', 'Rest'],
  },
];

const WEEKS_OF_MEETINGS = 4;

/** The day of the last `weeksAgo`-th meeting on `day` before `today` (1 = the most recent). */
function meetingDate(today: Date, day: GroupMeetingDay, weeksAgo: number): string {
  const weekday = (GROUP_MEETING_DAYS.indexOf(day) + 1) % 7;
  const back = ((today.getUTCDay() - weekday + 7) % 7 || 7) + 7 * (weeksAgo - 1);
  return new Date(today.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The demo church's study groups, through the real commands: leaders, members who asked and were
 * approved, a few requests still waiting (Ruth's among them, so approving it tells her), and four
 * weeks of meetings with attendance.
 */
@Injectable()
export class DemoGroupsSeed {
  constructor(
    private readonly commands: CommandBus,
    private readonly members: MemberQueriesService,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
  ) {}

  async seed(today = new Date()): Promise<void> {
    const random = mulberry32(12);
    const query: ListMembersQueryDto = { status: 'active', sort: 'name', page: 1, pageSize: 100 };
    const everyone = (await this.members.list(query, WHOLE_DIRECTORY)).items;
    const accounts = new Map((await this.directory.accounts()).map((account) => [account.email.toLowerCase(), account.id]));
    const byEmail = new Map(everyone.map((member) => [(member.email ?? '').toLowerCase(), member.id]));
    const generated = everyone.filter((member) => !(member.email ?? '').endsWith('@demo.church')).map((member) => member.id);
    if (generated.length < 2) return;
    const ruth = byEmail.get('member@demo.church');
    let next = 2;
    const take = () => generated[next++ % generated.length];

    for (const [index, group] of GROUPS.entries()) {
      const leaderId = typeof group.leader === 'number' ? generated[group.leader] : byEmail.get(group.leader);
      if (!leaderId) continue;
      const groupId = randomUUID();
      const { members: count, topics, leader: _leader, ...rest } = group;
      const details = { ...rest, leaderIds: [leaderId], campus: 'Main campus' };
      // A closed group took its members before it closed: it starts open and closes once they are in.
      await this.commands.execute(new CreateGroupCommand(groupId, { ...details, openness: 'open' }, bySystem()));
      const roster = [...new Set(Array.from({ length: count }, take))].filter((id) => id !== leaderId);
      for (const memberId of roster) {
        await this.commands.execute(new RequestToJoinGroupCommand(groupId, '', bySystem(), memberId));
        await this.commands.execute(new AnswerJoinRequestCommand(groupId, memberId, 'approve', bySystem()));
      }
      if (details.openness === 'closed') await this.commands.execute(new ChangeGroupDetailsCommand(groupId, details, undefined, bySystem()));
      for (let week = WEEKS_OF_MEETINGS; week >= 1; week--) {
        const attendeeIds = [leaderId, ...roster.filter(() => random() < 0.75)];
        const meeting = { date: meetingDate(today, group.meetingDay, week), topic: topics[WEEKS_OF_MEETINGS - week] ?? '', attendeeIds };
        await this.commands.execute(new RecordGroupMeetingCommand(groupId, randomUUID(), meeting, bySystem()));
      }
      if (group.openness === 'open' && index < 3) {
        const waiting = take();
        if (!roster.includes(waiting) && waiting !== leaderId) {
          await this.commands.execute(new RequestToJoinGroupCommand(groupId, 'I would love to join.', bySystem(), waiting));
        }
      }
      // Ruth (member@demo.church) has asked to join the youth group: its leader, Samuel, sees her request.
      if (group.leader === 'leader@demo.church' && ruth) {
        const requester = accounts.get('member@demo.church') ?? null;
        await this.commands.execute(new RequestToJoinGroupCommand(groupId, 'Could I help with the youth?', bySystem(requester), ruth));
      }
    }
  }
}
