import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import { bySystem } from '../../platform/commands/command-actor.type';
import { DomainError } from '../../platform/errors/domain-error';
import { RecordSmsConsentCommand, ScheduleSmsSendCommand } from '../messaging';

const SOURCES = ['paper-form', 'web-form', 'verbal'] as const;

/**
 * SMS in the demo church: a dozen people who opted in (recorded by the office, each with where the
 * consent came from) and one message to them all, which the send job delivers to the SMS outbox.
 */
export async function seedDemoSms(commands: CommandBus, people: { memberIds: string[]; staffUserId: string }, settle: () => Promise<void>): Promise<void> {
  const staff = bySystem(people.staffUserId);
  let optedIn = 0;
  for (const [index, memberId] of people.memberIds.entries()) {
    if (optedIn >= 12) break;
    try {
      await commands.execute(new RecordSmsConsentCommand({ memberId }, true, SOURCES[index % SOURCES.length], null, staff));
      optedIn += 1;
    } catch (error) {
      // No mobile number on the record: nothing to consent with.
      if (!(error instanceof DomainError)) throw error;
    }
  }
  await settle();
  await commands.execute(
    new ScheduleSmsSendCommand(
      randomUUID(),
      'compose',
      { kind: 'everyone' },
      'Hi {firstName}, the church picnic is this Saturday at noon in Riverside Park. Bring a dish to share!',
      undefined,
      staff,
    ),
  );
}
