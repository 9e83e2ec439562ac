import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { MemberPrivacy } from '@koinonia/contracts';
import type { MemberDetails } from '../domain/member.events';
import { MemberCommandsService, type CommandActor, type MemberCommandResult } from './member-commands.service';

export class RegisterMemberCommand {
  constructor(
    readonly memberId: string,
    readonly details: MemberDetails,
    readonly actor: CommandActor,
  ) {}
}

export class ChangeMemberDetailsCommand {
  constructor(
    readonly memberId: string,
    readonly changes: Partial<MemberDetails>,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {}
}

export class ArchiveMemberCommand {
  constructor(
    readonly memberId: string,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {}
}

export class RestoreMemberCommand {
  constructor(
    readonly memberId: string,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {}
}

export class ChangeMemberPrivacyCommand {
  constructor(
    readonly memberId: string,
    readonly privacy: MemberPrivacy,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {}
}

@CommandHandler(RegisterMemberCommand)
export class RegisterMemberHandler implements ICommandHandler<RegisterMemberCommand, MemberCommandResult> {
  constructor(private readonly members: MemberCommandsService) {}
  execute(command: RegisterMemberCommand) {
    return this.members.register(command.memberId, command.details, command.actor);
  }
}

@CommandHandler(ChangeMemberDetailsCommand)
export class ChangeMemberDetailsHandler implements ICommandHandler<ChangeMemberDetailsCommand, MemberCommandResult> {
  constructor(private readonly members: MemberCommandsService) {}
  execute(command: ChangeMemberDetailsCommand) {
    return this.members.changeDetails(command.memberId, command.changes, command.expectedRevision, command.actor);
  }
}

@CommandHandler(ArchiveMemberCommand)
export class ArchiveMemberHandler implements ICommandHandler<ArchiveMemberCommand, MemberCommandResult> {
  constructor(private readonly members: MemberCommandsService) {}
  execute(command: ArchiveMemberCommand) {
    return this.members.archive(command.memberId, command.expectedRevision, command.actor);
  }
}

@CommandHandler(RestoreMemberCommand)
export class RestoreMemberHandler implements ICommandHandler<RestoreMemberCommand, MemberCommandResult> {
  constructor(private readonly members: MemberCommandsService) {}
  execute(command: RestoreMemberCommand) {
    return this.members.restore(command.memberId, command.expectedRevision, command.actor);
  }
}

@CommandHandler(ChangeMemberPrivacyCommand)
export class ChangeMemberPrivacyHandler implements ICommandHandler<ChangeMemberPrivacyCommand, MemberCommandResult> {
  constructor(private readonly members: MemberCommandsService) {}
  execute(command: ChangeMemberPrivacyCommand) {
    return this.members.changePrivacy(command.memberId, command.privacy, command.expectedRevision, command.actor);
  }
}

export const MEMBER_COMMAND_HANDLERS = [
  RegisterMemberHandler,
  ChangeMemberDetailsHandler,
  ArchiveMemberHandler,
  RestoreMemberHandler,
  ChangeMemberPrivacyHandler,
];
