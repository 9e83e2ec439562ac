import { Injectable } from '@nestjs/common';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { WrongExpectedRevisionError } from '../../../../platform/event-store/event-store.port';
import { memberDecider } from '../../domain/member.decider';
import { memberStream } from '../../domain/member.events';
import { householdDecider, type ExistingHousehold } from '../domain/household.decider';
import { householdStream } from '../domain/household.events';
import { householdPlaceDecider, householdPlaceStream, type HouseholdPlaceCommand } from '../domain/household-place.decider';

/**
 * The rules that span streams, for every household handler: the person exists, the household is
 * open at the revision the client saw, and each person holds one place (see household-place.decider).
 */
@Injectable()
export class HouseholdPlaces {
  constructor(private readonly executor: CommandExecutor) {}

  async mustBeMember(memberId: string): Promise<void> {
    const member = await this.executor.load(memberStream(memberId), memberDecider);
    if (member.state.status === 'none') throw new DomainError('MEMBER_NOT_FOUND');
    // A record merged away lives on in its survivor: the survivor is the one to place.
    if (member.state.mergedInto) throw new DomainError('MEMBER_ALREADY_MERGED', { survivorId: member.state.mergedInto });
  }

  /** The household as it is now; refused before any other stream is touched when it is closed or the client's revision is stale. */
  async openHousehold(householdId: string, expectedRevision?: number): Promise<ExistingHousehold & { revision: number }> {
    const loaded = await this.executor.load(householdStream(householdId), householdDecider);
    const state = loaded.state;
    if (state.status !== 'active') throw new DomainError('NOT_FOUND');
    if (expectedRevision !== undefined && expectedRevision !== loaded.revision) {
      throw new WrongExpectedRevisionError(householdStream(householdId), expectedRevision, loaded.revision);
    }
    return { ...state, revision: loaded.revision };
  }

  /** Which household holds the person's place, or null. */
  async placeOf(memberId: string): Promise<string | null> {
    return (await this.executor.load(householdPlaceStream(memberId), householdPlaceDecider)).state.householdId;
  }

  async take(memberId: string, householdId: string, actorId: string | null): Promise<void> {
    await this.run({ type: 'TakePlace', memberId, householdId }, actorId);
  }

  async move(memberId: string, from: string, to: string, actorId: string | null): Promise<void> {
    await this.run({ type: 'MovePlace', memberId, from, to }, actorId);
  }

  async leave(memberId: string, householdId: string, actorId: string | null): Promise<void> {
    await this.run({ type: 'LeavePlace', memberId, householdId }, actorId);
  }

  private async run(command: HouseholdPlaceCommand, actorId: string | null): Promise<void> {
    try {
      await this.executor.execute(householdPlaceStream(command.memberId), householdPlaceDecider, command, { actorId });
    } catch (error) {
      // Two writers placing the same person at once: the loser finds them placed.
      if (error instanceof WrongExpectedRevisionError) throw new DomainError('ALREADY_IN_HOUSEHOLD');
      throw error;
    }
  }
}

/** The later of two positions (a use case that wrote several streams answers its last write). */
export function laterPosition(a: bigint | null, b: bigint | null): bigint | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}
