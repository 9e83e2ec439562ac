import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CurrentUser, EventOccurrenceView, ListMembersQueryDto } from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../platform/auth/user-directory.port';
import { bySystem, byUser } from '../../platform/commands/command-actor.type';
import { EventQueriesService } from '../events';
import { MemberQueriesService, WHOLE_DIRECTORY } from '../members';
import {
  AddVolunteerBlockoutCommand,
  AddVolunteerPositionCommand,
  AddVolunteerRequirementCommand,
  AssignVolunteerCommand,
  ConfirmVolunteerAssignmentCommand,
  CreateVolunteerTeamCommand,
  OpenVolunteerSlotCommand,
  QualifyVolunteerCommand,
  RecordVolunteerRequirementCommand,
} from '../volunteers';

const DAY = 86_400_000;
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The calendar as the office reads it, to find the services to staff. */
const OFFICE: CurrentUser = {
  id: 'demo-seed',
  email: '',
  displayName: 'Koinonia',
  roles: ['staff'],
  memberId: null,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
};

/**
 * The demo church's volunteer schedule, through the real commands: Hospitality (led by Samuel),
 * Worship & Tech (led by Pastor Daniel) and Children (led by Maria, its nursery asking for a
 * background check), their people, and slots on the next three Sunday services — some places
 * confirmed, some waiting for an answer (Ruth has one to confirm), one Sunday she blocked out.
 * Runs after the calendar's seed; `settle` lets the read side catch up where a step reads it.
 */
@Injectable()
export class DemoVolunteersSeed {
  constructor(
    private readonly commands: CommandBus,
    private readonly events: EventQueriesService,
    private readonly members: MemberQueriesService,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
  ) {}

  async seed(settle: () => Promise<void>, now = new Date()): Promise<void> {
    const system = bySystem();
    // The whole directory: the demo accounts' records are not all among the first hundred names.
    const query: ListMembersQueryDto = { status: 'active', sort: 'name', page: 1, pageSize: 1000 };
    const everyone = (await this.members.list(query, WHOLE_DIRECTORY)).items;
    const byEmail = new Map(everyone.map((member) => [(member.email ?? '').toLowerCase(), member.id]));
    const ruth = byEmail.get('member@demo.church');
    const samuel = byEmail.get('leader@demo.church');
    const daniel = byEmail.get('pastor@demo.church');
    const maria = byEmail.get('staff@demo.church');
    const grace = byEmail.get('admin@demo.church');
    const generated = everyone.filter((member) => !(member.email ?? '').endsWith('@demo.church') && member.role !== 'visitor').map((member) => member.id);
    if (!ruth || !samuel || !daniel || !maria || !grace || generated.length < 6) return;

    const team = async (name: string, leaderIds: string[], positions: string[]) => {
      const teamId = randomUUID();
      await this.commands.execute(new CreateVolunteerTeamCommand(teamId, name, null, leaderIds, 2, system));
      const ids: string[] = [];
      for (const position of positions) {
        const positionId = randomUUID();
        await this.commands.execute(new AddVolunteerPositionCommand(teamId, positionId, position, system));
        ids.push(positionId);
      }
      return { teamId, ids };
    };
    const hospitality = await team('Hospitality', [samuel], ['Usher', 'Greeter']);
    const [usher, greeter] = hospitality.ids;
    const tech = await team('Worship & Tech', [daniel], ['Sound', 'Projection', 'Worship leader']);
    const [sound, projection] = tech.ids;
    const children = await team('Children', [maria], ['Nursery', 'Children’s church']);
    const [nursery] = children.ids;
    const check = randomUUID();
    await this.commands.execute(new AddVolunteerRequirementCommand(children.teamId, check, 'Background check', nursery, system));

    const qualify = (teamId: string, memberId: string, positionIds: string[]) =>
      this.commands.execute(new QualifyVolunteerCommand(teamId, memberId, positionIds, system));
    await qualify(hospitality.teamId, ruth, [usher, greeter]);
    await qualify(hospitality.teamId, samuel, [usher, greeter]);
    await qualify(hospitality.teamId, grace, [greeter]);
    for (const memberId of generated.slice(0, 4)) await qualify(hospitality.teamId, memberId, [usher, greeter]);
    await qualify(tech.teamId, daniel, tech.ids);
    for (const memberId of generated.slice(4, 6)) await qualify(tech.teamId, memberId, [sound, projection]);
    await qualify(children.teamId, maria, children.ids);
    await qualify(children.teamId, generated[0], [nursery]);
    await qualify(children.teamId, generated[1], [nursery]);
    // Maria's check holds for years; the second nursery volunteer's ran out last month.
    await this.commands.execute(
      new RecordVolunteerRequirementCommand(children.teamId, maria, check, dateOf(now.getTime() - 200 * DAY), dateOf(now.getTime() + 900 * DAY), system),
    );
    await this.commands.execute(
      new RecordVolunteerRequirementCommand(children.teamId, generated[1], check, dateOf(now.getTime() - 800 * DAY), dateOf(now.getTime() - 30 * DAY), system),
    );
    await settle();

    const upcoming = await this.events.occurrences({ from: dateOf(now.getTime() + DAY), to: dateOf(now.getTime() + 22 * DAY) }, OFFICE, now);
    const sundays = upcoming.filter((o: EventOccurrenceView) => o.title === 'Sunday Worship').slice(0, 3);
    if (sundays.length < 3) return;
    // Ruth is away on the third Sunday.
    const away = sundays[2].startsAt.slice(0, 10);
    const account = (await this.directory.accounts()).find((a) => a.memberId === ruth);
    if (account) {
      const user: CurrentUser = { ...OFFICE, id: account.id, email: account.email, displayName: account.displayName, roles: account.roles, memberId: ruth };
      await this.commands.execute(new AddVolunteerBlockoutCommand(randomUUID(), away, away, 'Visiting family', byUser(user)));
    }

    const placed: Array<{ assignmentId: string; confirm: boolean }> = [];
    for (const [week, sunday] of sundays.entries()) {
      const slot = async (positionId: string, needed: number, people: Array<[string, boolean]>) => {
        const slotId = randomUUID();
        await this.commands.execute(new OpenVolunteerSlotCommand(slotId, sunday.eventId, sunday.occurrenceStart, positionId, needed, system));
        for (const [memberId, confirm] of people) {
          const assignmentId = randomUUID();
          await this.commands.execute(new AssignVolunteerCommand(slotId, assignmentId, memberId, system));
          placed.push({ assignmentId, confirm });
        }
      };
      const crew = generated.slice(week, week + 4);
      await slot(usher, 2, week === 1 ? [[ruth, true]] : [[crew[0], true]]);
      await slot(
        greeter,
        2,
        week === 0
          ? [
              [ruth, false],
              [crew[1], true],
            ]
          : [[crew[1], week === 1]],
      );
      await slot(sound, 1, [[generated[4 + (week % 2)], week === 0]]);
      await slot(projection, 1, []);
      await slot(nursery, 2, [[maria, true]]);
    }
    await settle();
    for (const { assignmentId, confirm } of placed) if (confirm) await this.commands.execute(new ConfirmVolunteerAssignmentCommand(assignmentId, system));
  }
}
