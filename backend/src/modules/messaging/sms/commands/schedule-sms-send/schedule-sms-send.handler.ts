import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { countSmsSegments, VALIDATION_MESSAGES } from '@koinonia/contracts';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { ChurchQuery } from '../../../../organisation';
import { firstNameOf, mergeSmsTemplate, outsideQuietHours } from '../../domain/sms-schedule';
import { smsSendDecider } from '../../domain/sms-send.decider';
import { smsSendStream } from '../../domain/sms.events';
import { SmsAudienceService } from '../../queries/sms-audience.service';
import { ScheduleSmsSendCommand } from './schedule-sms-send.command';

/**
 * The audience is resolved now, and each recipient's message merged: the send records who it went to
 * as they were when it was written. Consent is checked again as each message goes out (a STOP in
 * between is honoured). A time in the past is now; a time in quiet hours moves to their end.
 */
@CommandHandler(ScheduleSmsSendCommand)
export class ScheduleSmsSendHandler implements ICommandHandler<ScheduleSmsSendCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly audiences: SmsAudienceService,
    private readonly church: ChurchQuery,
  ) {}

  async execute({ sendId, origin, audience, body, scheduledFor, actor }: ScheduleSmsSendCommand): Promise<CommandDone> {
    const now = new Date();
    const asked = scheduledFor ? new Date(scheduledFor) : now;
    if (Number.isNaN(asked.getTime())) throw DomainError.validation([{ field: 'scheduledFor', message: VALIDATION_MESSAGES.date }]);
    const resolved = await this.audiences.resolve(audience);
    const zone = (await this.church.current())?.timeZone || 'UTC';
    const due = outsideQuietHours(asked < now ? now : asked, zone);
    const count = countSmsSegments(body);
    // One message per number: a household sharing a phone gets it once, addressed to the first of them.
    const seen = new Set<string>();
    const unique = resolved.recipients.filter((person) => !seen.has(person.phone) && seen.add(person.phone));
    const recipients = unique.map((person) => ({
      memberId: person.memberId,
      name: person.fullName,
      phone: person.phone,
      body: mergeSmsTemplate(body, { firstName: firstNameOf(person.fullName), eventTitle: resolved.eventTitle }),
    }));
    const outcome = await this.executor.execute(
      smsSendStream(sendId),
      smsSendDecider,
      {
        type: 'ScheduleSmsSend',
        sendId,
        origin,
        body,
        audience: resolved.record,
        scheduledFor: due.toISOString(),
        encoding: count.encoding,
        segments: count.segments,
        recipients,
      },
      { actorId: actorIdOf(actor) },
    );
    return { id: sendId, revision: outcome.revision, position: outcome.position };
  }
}
