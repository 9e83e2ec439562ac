import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import type { PrayerVisibility } from '@koinonia/contracts';
import { bySystem } from '../../platform/commands/command-actor.type';
import {
  LogCareCommunicationCommand,
  MarkPrayerAnsweredCommand,
  OpenCareRequestCommand,
  RecordPrayerCommand,
  RemindCareFollowUpCommand,
  SubmitPrayerRequestCommand,
  UpdateCareRequestCommand,
  WritePastoralNoteCommand,
} from '../care';

/** The demo accounts care needs, by role: their user ids (and member ids where they have one). */
export interface DemoCarePeople {
  userIds: { pastor: string; staff: string; leader: string; member: string; admin: string };
  /** Members of the directory the care records are about. */
  memberIds: readonly string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

interface DemoPrayer {
  by: keyof DemoCarePeople['userIds'];
  request: string;
  forName?: string;
  visibility: PrayerVisibility;
  anonymous?: boolean;
  durationDays: 7 | 30 | 90;
  prayedBy?: Array<keyof DemoCarePeople['userIds']>;
  answered?: string;
}

const PRAYERS: DemoPrayer[] = [
  {
    by: 'member',
    request: 'Please pray for my mother’s surgery on Thursday and for the doctors.',
    forName: 'Edith Anderson',
    visibility: 'pastoral',
    durationDays: 30,
  },
  {
    by: 'member',
    request: 'Wisdom as we decide whether to move closer to our grandchildren.',
    visibility: 'prayer-team',
    durationDays: 30,
    prayedBy: ['leader', 'pastor'],
  },
  {
    by: 'member',
    request: 'Thanksgiving and prayer for our new grandson, born early and doing well.',
    visibility: 'congregation',
    durationDays: 90,
    prayedBy: ['staff', 'leader', 'pastor', 'admin'],
    answered: 'He came home from hospital this week, healthy and strong. Thank you for praying!',
  },
  {
    by: 'leader',
    request: 'For the youth retreat next month: safe travel and open hearts.',
    visibility: 'congregation',
    durationDays: 30,
    prayedBy: ['member', 'staff'],
  },
  {
    by: 'staff',
    request: 'Healing for a friend going through chemotherapy.',
    forName: 'Carla',
    visibility: 'congregation',
    anonymous: true,
    durationDays: 30,
    prayedBy: ['member'],
  },
  { by: 'staff', request: 'Strength for a season of caring for my father at home.', visibility: 'pastoral', durationDays: 90 },
  {
    by: 'leader',
    request: 'A job for my brother after the factory closed.',
    forName: 'Daniel Kim',
    visibility: 'prayer-team',
    durationDays: 30,
    answered: 'He starts at the hospital’s maintenance team on Monday.',
  },
  {
    by: 'admin',
    request: 'Peace for the families on Maple Court after the fire.',
    visibility: 'congregation',
    durationDays: 7,
    prayedBy: ['pastor', 'member', 'leader'],
  },
];

/**
 * The demo church's prayer and pastoral care, through the real commands: prayer requests of each
 * visibility (some answered, some prayed for), care requests in each status (one overdue), notes
 * and a communications log. Run after the directory and the accounts are on the read side.
 */
export async function seedDemoCare(commands: CommandBus, people: DemoCarePeople, readSideCaughtUp: () => Promise<void>): Promise<void> {
  const { userIds, memberIds } = people;
  for (const prayer of PRAYERS) {
    const id = randomUUID();
    const request = {
      request: prayer.request,
      forName: prayer.forName ?? '',
      visibility: prayer.visibility,
      anonymous: prayer.anonymous ?? false,
      durationDays: prayer.durationDays,
    };
    await commands.execute(new SubmitPrayerRequestCommand(id, request, bySystem(userIds[prayer.by])));
    for (const who of prayer.prayedBy ?? []) await commands.execute(new RecordPrayerCommand(id, bySystem(userIds[who])));
    if (prayer.answered) await commands.execute(new MarkPrayerAnsweredCommand(id, prayer.answered, bySystem(userIds[prayer.by])));
  }

  // A church started without demo members (benches) has no one to care for.
  if (memberIds.length === 0) return;
  const person = (i: number) => memberIds[i % memberIds.length];
  const open = async (i: number, request: Omit<ConstructorParameters<typeof OpenCareRequestCommand>[1], 'memberId'>) => {
    const id = randomUUID();
    await commands.execute(new OpenCareRequestCommand(id, { ...request, memberId: person(i) }, bySystem(userIds.staff)));
    return id;
  };
  const hospital = await open(0, { requestType: 'hospital-visit', urgency: 'high', assignedTo: userIds.pastor, followUpOn: dayFromNow(2) });
  await commands.execute(new UpdateCareRequestCommand(hospital, { status: 'in-progress' }, undefined, bySystem(userIds.pastor)));
  // Overdue: its follow-up date has passed and it is still open.
  const bereavement = await open(1, { requestType: 'bereavement', urgency: 'urgent', assignedTo: userIds.pastor, followUpOn: dayFromNow(-3) });
  // The pastor has already been reminded of it, as the hourly job would have done.
  await commands.execute(new RemindCareFollowUpCommand(bereavement, dayFromNow(0)));
  await open(2, { requestType: 'meal', urgency: 'normal', assignedTo: userIds.staff, followUpOn: dayFromNow(5) });
  const counselling = await open(3, { requestType: 'counselling', urgency: 'normal', assignedTo: userIds.pastor, followUpOn: null });
  await commands.execute(new UpdateCareRequestCommand(counselling, { status: 'resolved' }, undefined, bySystem(userIds.pastor)));
  await open(4, { requestType: 'financial-help', urgency: 'low', assignedTo: null, followUpOn: null });

  // A note on a request is checked against the request on the read side.
  await readSideCaughtUp();
  const note = (memberIndex: number, careRequestId: string | null, text: string) =>
    commands.execute(new WritePastoralNoteCommand(randomUUID(), { memberId: person(memberIndex), careRequestId, text }, bySystem(userIds.pastor)));
  await note(0, hospital, 'Knee replacement went well; anxious about the months of rehabilitation. Visit again on Friday.');
  await note(1, bereavement, 'Husband of 41 years died on Sunday. Daughter arriving from Denver; funeral likely next week.');
  await note(3, null, 'Finished six sessions; marriage in a better place. Check in after Easter.');

  const log = (
    memberIndex: number,
    kind: 'call' | 'visit' | 'email' | 'letter' | 'note',
    summary: string,
    by: keyof DemoCarePeople['userIds'],
    daysAgo: number,
  ) =>
    commands.execute(
      new LogCareCommunicationCommand(
        randomUUID(),
        { memberId: person(memberIndex), kind, summary, occurredAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString() },
        bySystem(userIds[by]),
      ),
    );
  await log(0, 'visit', 'Visited at St John’s after surgery; prayed together.', 'pastor', 2);
  await log(1, 'call', 'Called to offer condolences and arrange a visit.', 'pastor', 1);
  await log(2, 'email', 'Sent the meal rota for the next two weeks.', 'staff', 1);
  await log(1, 'letter', 'Sympathy card signed by the pastoral team.', 'staff', 0);
}
