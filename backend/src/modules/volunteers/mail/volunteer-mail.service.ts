import { Inject, Injectable } from '@nestjs/common';
import type { Language } from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import type { AppConfig } from '../../../platform/config/app-config';
import { MAILER, type Mailer } from '../../../platform/mail/mail.port';
import { APP_CONFIG, READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { MemberQueriesService, WHOLE_DIRECTORY } from '../../members';
import { ChurchQuery } from '../../organisation';
import { SavedLanguageQuery } from '../../preferences';
import type { SlotFacts } from '../domain/volunteer-slot.events';
import { volunteerEmail, type VolunteerMailKind } from './volunteer-mail.templates';
import { VolunteerLinks } from './volunteer-links.service';

/** Which emails went out, by a key derived from what caused each: a redelivered event or a second pass sends nothing twice. */
type SentDocument = { _id: string; sentAt: string };

/** A volunteer's email about one assignment, in their own language, to their account's address (else their record's). */
@Injectable()
export class VolunteerMail {
  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly savedLanguage: SavedLanguageQuery,
    private readonly members: MemberQueriesService,
    private readonly church: ChurchQuery,
    private readonly links: VolunteerLinks,
  ) {}

  private get sent() {
    return this.readStore.collection<SentDocument>('volunteer-mail-sent');
  }

  /** The link a volunteer follows from the email to answer without signing in. */
  answerLink(assignmentId: string, answer: 'confirm' | 'decline'): string {
    const token = this.links.token(assignmentId, answer);
    return `${this.config.publicUrl}/volunteers/answer?assignment=${assignmentId}&answer=${answer}&token=${token}`;
  }

  private async recipient(memberId: string): Promise<{ email: string; name: string; language: Language } | null> {
    const account = (await this.directory.accounts()).find((a) => a.memberId === memberId && a.active);
    if (account) return { email: account.email, name: account.displayName, language: (await this.savedLanguage.of(account.id)) ?? 'en' };
    const record = await this.members.get(memberId, WHOLE_DIRECTORY).catch(() => null);
    return record?.email ? { email: record.email, name: record.fullName, language: 'en' } : null;
  }

  /** Sends once per key; answers whether it sent now. */
  async send(
    key: string,
    kind: VolunteerMailKind,
    assignment: { assignmentId: string; memberId: string; withLinks: boolean } & Pick<SlotFacts, 'positionName' | 'title' | 'startsAt'>,
  ): Promise<boolean> {
    if (await this.sent.findOne({ _id: key })) return false;
    const to = await this.recipient(assignment.memberId);
    if (to) {
      const church = await this.church.current();
      await this.mailer.send(
        volunteerEmail({
          kind,
          to: to.email,
          name: to.name,
          language: to.language,
          church: church?.name ?? 'Koinonia',
          timeZone: church?.timeZone || 'UTC',
          position: assignment.positionName,
          event: assignment.title,
          startsAt: assignment.startsAt,
          links: assignment.withLinks
            ? { confirm: this.answerLink(assignment.assignmentId, 'confirm'), decline: this.answerLink(assignment.assignmentId, 'decline') }
            : null,
        }),
      );
    }
    await this.sent.replaceOne({ _id: key }, { _id: key, sentAt: new Date().toISOString() }, { upsert: true });
    return to !== null;
  }
}
