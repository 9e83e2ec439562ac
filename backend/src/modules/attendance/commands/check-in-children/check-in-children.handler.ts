import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { checkInDecider, roomDecider, type CheckInChild } from '../../domain/check-in.decider';
import { checkInStream, roomStream } from '../../domain/check-in.events';
import { newSecurityCode } from '../../check-in/security-code.util';
import { AttendancePeople } from '../../queries/attendance-people.service';
import { CheckInChildrenCommand, type CheckInDone } from './check-in-children.command';

/** Rooms that exist and children in the directory; then one check-in with a fresh code. */
@CommandHandler(CheckInChildrenCommand)
export class CheckInChildrenHandler implements ICommandHandler<CheckInChildrenCommand, CheckInDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly people: AttendancePeople,
  ) {}

  async execute({ checkInId, guardian, children, actor }: CheckInChildrenCommand): Promise<CheckInDone> {
    const labelled: CheckInChild[] = [];
    for (const [index, child] of children.entries()) {
      const room = await this.executor.load(roomStream(child.roomId), roomDecider);
      if (room.state.status === 'none') throw DomainError.validation([{ field: `children.${index}.roomId`, message: VALIDATION_MESSAGES.choice }]);
      const person = await this.people.person(child.memberId);
      labelled.push({
        memberId: child.memberId,
        childName: person.fullName,
        roomId: child.roomId,
        roomName: room.state.name,
        allergies: child.allergies,
        medicalNotes: child.medicalNotes,
      });
    }
    const securityCode = newSecurityCode();
    const outcome = await this.executor.execute(
      checkInStream(checkInId),
      checkInDecider,
      { type: 'CheckIn', checkInId, guardian, securityCode, children: labelled },
      { actorId: actorIdOf(actor) },
    );
    const checkedIn = new Set(outcome.events.map((event) => (event.data as { memberId: string }).memberId));
    return { id: checkInId, revision: outcome.revision, position: outcome.position, securityCode, children: labelled.filter((c) => checkedIn.has(c.memberId)) };
  }
}
