import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { MemberQueriesService, WHOLE_DIRECTORY } from '../../../../members';
import { smsConsentDecider } from '../../domain/sms-consent.decider';
import { smsConsentStream } from '../../domain/sms.events';
import { RecordSmsConsentCommand } from './record-sms-consent.command';

/** E.164 as the directory stores it (an extension dropped: it takes no SMS). */
export const E164 = /^\+[1-9]\d{6,14}$/;

@CommandHandler(RecordSmsConsentCommand)
export class RecordSmsConsentHandler implements ICommandHandler<RecordSmsConsentCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly members: MemberQueriesService,
  ) {}

  async execute({ target, optedIn, source, keyword, actor }: RecordSmsConsentCommand): Promise<CommandDone> {
    let phone: string;
    let memberId: string | null = null;
    if ('memberId' in target) {
      const member = await this.members.get(target.memberId, WHOLE_DIRECTORY);
      if (member.status !== 'active') throw new DomainError('MEMBER_NOT_FOUND');
      phone = (member.phone ?? '').split(';')[0];
      memberId = target.memberId;
      // Consent belongs to a number: a person without one has nothing to consent with.
      if (!E164.test(phone)) throw DomainError.validation([{ field: 'phone', message: VALIDATION_MESSAGES.phone }]);
    } else {
      phone = target.phone;
      if (!E164.test(phone)) throw DomainError.validation([{ field: 'phone', message: VALIDATION_MESSAGES.phone }]);
    }
    const command = optedIn
      ? ({ type: 'GiveSmsConsent', phone, memberId, source } as const)
      : ({ type: 'WithdrawSmsConsent', phone, memberId, source, keyword } as const);
    const outcome = await this.executor.execute(smsConsentStream(phone), smsConsentDecider, command, { actorId: actorIdOf(actor), retries: 3 });
    return { id: memberId ?? phone, revision: outcome.revision, position: outcome.position };
  }
}
