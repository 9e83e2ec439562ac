import { Inject, Injectable } from '@nestjs/common';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { ChurchQuery } from '../../organisation';
import { calendarFeedDecider } from '../domain/calendar-feed.decider';
import { calendarFeedStream } from '../domain/calendar-feed.events';
import { EventQueriesService } from '../queries/event-queries.service';
import { RegistrationQueries } from '../registrations/registration-queries.service';
import { feedSecretMatches, parseFeedToken } from './feed-token.util';
import { PersonalCalendarRegistry } from './personal-calendar.registry';
import { icalFeed, type FeedRegistrations } from './ical-feed.util';

/**
 * A user's personal feed, opened by its token alone (calendar apps send no session): the events the
 * account may see now, with its registrations marked, and what other contexts keep on the person's
 * own calendar (PersonalCalendarRegistry: the services they volunteer at). The secret is checked against the account's
 * own stream — a rotated or revoked token fails from the answer that changed it on — and an
 * account that is deactivated has no feed.
 */
@Injectable()
export class PersonalFeed {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly events: EventQueriesService,
    private readonly registrations: RegistrationQueries,
    private readonly church: ChurchQuery,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    private readonly entries: PersonalCalendarRegistry,
  ) {}

  /** The feed as iCal; null when the token opens none. */
  async feed(token: string): Promise<string | null> {
    const parsed = parseFeedToken(token);
    if (!parsed) return null;
    const { state } = await this.executor.load(calendarFeedStream(parsed.userId), calendarFeedDecider);
    if (!feedSecretMatches(parsed.secret, state.tokenHash)) return null;
    const account = (await this.directory.accounts()).find((a) => a.id === parsed.userId && a.active);
    if (!account) return null;
    const reader = { roles: account.roles, memberId: account.memberId };
    const [{ events, roomNames }, mine, church, own] = await Promise.all([
      this.events.feedEvents(reader),
      this.registrations.mine(reader),
      this.church.current(),
      account.memberId ? this.entries.entriesFor(account.memberId) : [],
    ]);
    const marks: FeedRegistrations = new Map();
    for (const registration of mine) {
      const dates = marks.get(registration.eventId) ?? new Map<string, string>();
      marks.set(registration.eventId, dates.set(registration.occurrence, registration.status));
    }
    return icalFeed(church?.name ?? 'Calendar', events, roomNames, marks, { entries: own, timeZone: church?.timeZone || 'UTC' });
  }
}
