import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { bySystem } from '../../../../platform/commands/command-actor.type';
import { DomainError } from '../../../../platform/errors/domain-error';
import { USER_DIRECTORY, type UserDirectory } from '../../../../platform/auth/user-directory.port';
import { EVENT_STORE } from '../../../../platform/platform.tokens';
import type { EventStore, RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Reactor, ReactorCheckpoint } from '../../../../platform/reactors/reactor.type';
import { RecordSmsConsentCommand } from '../commands/record-sms-consent/record-sms-consent.command';

const smsChoiceOf = (event: RecordedEvent | undefined): boolean =>
  (event?.data.preferences as { notifications?: { smsNotifications?: boolean } } | undefined)?.notifications?.smsNotifications === true;

/**
 * A person who turns "SMS notifications" on or off in their own preferences gives or withdraws consent
 * on their directory record's number. Only a change of that choice counts (saving the language changes
 * nothing), so consent staff recorded stands until the person decides otherwise. Idempotent: the
 * consent decider records nothing when nothing changes.
 */
@Injectable()
export class SmsPreferencesConsentReactor implements Reactor {
  readonly name = 'sms-preference-consents';
  readonly checkpoint: ReactorCheckpoint = { kind: 'document', from: 'beginning' };

  constructor(
    private readonly commands: CommandBus,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  handles(event: RecordedEvent): boolean {
    return event.type === 'UserPreferencesChanged';
  }

  async handle(event: RecordedEvent): Promise<void> {
    const optedIn = smsChoiceOf(event);
    const before = event.revision > 0 ? (await this.eventStore.readStream(event.stream, { fromRevision: event.revision - 1, maxCount: 1 }))[0] : undefined;
    if (smsChoiceOf(before) === optedIn) return;
    const userId = String(event.data.userId);
    const account = (await this.users.accounts()).find((candidate) => candidate.id === userId);
    if (!account?.memberId) return;
    try {
      await this.commands.execute(new RecordSmsConsentCommand({ memberId: account.memberId }, optedIn, 'preferences', null, bySystem(userId)));
    } catch (error) {
      // No mobile number on the record (or no record): nothing to consent with.
      if (!(error instanceof DomainError)) throw error;
    }
  }
}
