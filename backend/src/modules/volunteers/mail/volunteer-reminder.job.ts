import { Inject, Injectable } from '@nestjs/common';
import { PeriodicJob } from '../../../platform/jobs/periodic-job';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { VolunteerAssignmentDocument } from '../projections/volunteer-assignments.projection';
import type { VolunteerTeamDocument } from '../projections/volunteer-teams.projection';
import { VolunteerMail } from './volunteer-mail.service';

const DAY = 86_400_000;
/** The furthest ahead a team may ask for its reminders (the DTO's bound). */
const MAX_REMINDER_DAYS = 14;

/**
 * Reminds each volunteer of a service their team's `reminderDays` before it (two by default):
 * every quarter of an hour, the places taken and not declined that start within that many days
 * and were not reminded yet. A pending one still carries the links to answer.
 */
@Injectable()
export class VolunteerReminderJob extends PeriodicJob {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly mail: VolunteerMail,
  ) {
    super('VolunteerReminderJob', 15 * 60_000);
  }

  async run(now = new Date()): Promise<number> {
    const assignments = await this.readStore.collection<VolunteerAssignmentDocument>('volunteer-assignments').find({
      status: { $in: ['pending', 'confirmed'] },
      startsAt: { $gt: now.toISOString(), $lte: new Date(now.getTime() + MAX_REMINDER_DAYS * DAY).toISOString() },
    });
    if (assignments.length === 0) return 0;
    const teams = await this.readStore
      .collection<VolunteerTeamDocument>('volunteer-teams')
      .find({ _id: { $in: [...new Set(assignments.map((a) => a.teamId))] } });
    const days = new Map(teams.map((team) => [team._id, team.team.reminderDays]));
    let sent = 0;
    for (const assignment of assignments) {
      const ahead = days.get(assignment.teamId) ?? 0;
      if (ahead <= 0 || Date.parse(assignment.startsAt) - now.getTime() > ahead * DAY) continue;
      const { _id: assignmentId, ...facts } = assignment;
      if (await this.mail.send(`reminder-${assignmentId}`, 'reminder', { ...facts, assignmentId, withLinks: assignment.status === 'pending' })) sent += 1;
    }
    return sent;
  }
}
