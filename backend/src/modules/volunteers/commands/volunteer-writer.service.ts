import { Injectable } from '@nestjs/common';
import { can, type VolunteerAssignmentSource } from '@koinonia/contracts';
import { actorIdOf, type CommandActor } from '../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { DomainError } from '../../../platform/errors/domain-error';
import { MemberQueriesService, WHOLE_DIRECTORY } from '../../members';
import { ineligibility, leadsTeam, volunteerTeamDecider, type ExistingTeam } from '../domain/volunteer-team.decider';
import { volunteerTeamStream } from '../domain/volunteer-team.events';
import { volunteerSlotDecider, type ExistingSlot } from '../domain/volunteer-slot.decider';
import { volunteerSlotStream } from '../domain/volunteer-slot.events';
import { volunteerDecider } from '../domain/volunteer.decider';
import { volunteerStream } from '../domain/volunteer.events';

/** Twenty people racing for the last place each decide again after every winner: enough rounds for all of them to hear "full". */
const PLACE_RETRIES = 40;

/**
 * What the volunteer handlers share: the team and slot as their streams have them, who may
 * schedule a team, and taking a place — the person's own stream first (their blockouts and other
 * services, so two sign-ups of one person at one time meet there), then the slot's (its places,
 * so the last place goes to one), giving the person's time back if the slot refuses.
 */
@Injectable()
export class VolunteerWriter {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly members: MemberQueriesService,
  ) {}

  async team(teamId: string): Promise<ExistingTeam> {
    const { state } = await this.executor.load(volunteerTeamStream(teamId), volunteerTeamDecider);
    if (state.status === 'none') throw new DomainError('NOT_FOUND');
    return state;
  }

  async slot(slotId: string): Promise<ExistingSlot> {
    const { state } = await this.executor.load(volunteerSlotStream(slotId), volunteerSlotDecider);
    if (state.status === 'none') throw new DomainError('NOT_FOUND');
    return state;
  }

  /** The office schedules every team; a ministry leader only the teams that name them. */
  requireScheduler(actor: CommandActor, team: ExistingTeam): void {
    if (actor.kind === 'system') return;
    if (can(actor.user.roles, 'volunteers.manage')) return;
    if (can(actor.user.roles, 'volunteers.schedule') && leadsTeam(team, actor.user.memberId)) return;
    throw new DomainError('AUTHORIZATION');
  }

  /** A member's name (MEMBER_NOT_FOUND when there is no such record). */
  async nameOf(memberId: string): Promise<string> {
    return (await this.members.get(memberId, WHOLE_DIRECTORY)).fullName;
  }

  /** The member the signed-in user is (sign-up, blockouts and one's own schedule need one). */
  memberOf(actor: CommandActor): string {
    if (actor.kind === 'system' || actor.user.memberId === null) throw new DomainError('AUTHORIZATION');
    return actor.user.memberId;
  }

  async place(slot: ExistingSlot, assignmentId: string, memberId: string, source: VolunteerAssignmentSource, actor: CommandActor): Promise<CommandDone> {
    await this.nameOf(memberId);
    const team = await this.team(slot.facts.teamId);
    const why = ineligibility(team, memberId, slot.facts.positionId, slot.facts.date);
    if (why) throw new DomainError('VOLUNTEER_UNAVAILABLE', { ...why });
    const take = { type: 'TakePlace' as const, slotId: slot.slotId, assignmentId, memberId, source };
    // A full slot is refused before the person's time is held at all.
    volunteerSlotDecider.decide(take, slot, { now: new Date().toISOString(), actorId: actorIdOf(actor) });
    const { startsAt, endsAt, date } = slot.facts;
    const person = volunteerStream(memberId);
    await this.executor.execute(
      person,
      volunteerDecider,
      { type: 'Commit', memberId, assignmentId, slotId: slot.slotId, startsAt, endsAt, dates: [date] },
      { actorId: actorIdOf(actor), retries: 5 },
    );
    try {
      const outcome = await this.executor.execute(volunteerSlotStream(slot.slotId), volunteerSlotDecider, take, {
        actorId: actorIdOf(actor),
        retries: PLACE_RETRIES,
      });
      return { id: assignmentId, revision: outcome.revision, position: outcome.position };
    } catch (error) {
      await this.release(memberId, assignmentId, actor);
      throw error;
    }
  }

  /** The person's time, given back. */
  async release(memberId: string, assignmentId: string, actor: CommandActor): Promise<void> {
    await this.executor.execute(
      volunteerStream(memberId),
      volunteerDecider,
      { type: 'Release', memberId, assignmentId },
      { actorId: actorIdOf(actor), retries: 5 },
    );
  }
}
