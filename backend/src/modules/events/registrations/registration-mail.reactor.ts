import { Inject, Injectable } from '@nestjs/common';
import { LANGUAGE_INFO, type Language } from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { MAILER, type Mailer, type MailMessage } from '../../../platform/mail/mail.port';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { Reactor } from '../../../platform/reactors/reactor.type';
import { MemberQueriesService } from '../../members';
import { ChurchQuery } from '../../organisation';
import { SavedLanguageQuery } from '../../preferences';
import type { RegistrationPromoted } from '../domain/roster.events';
import { EventOccurrences } from './event-occurrence.service';
import { REGISTRATION_MAIL_WORDS } from './registration-mail.words';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

/** The email telling someone promoted from the wait list that they have a place, in their language. */
export function promotedEmail(input: {
  to: string;
  name: string;
  event: string;
  startsAt: number;
  timeZone: string;
  church: string;
  language: Language;
}): MailMessage {
  const words = REGISTRATION_MAIL_WORDS[input.language];
  const { dir, locale } = LANGUAGE_INFO[input.language];
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: input.timeZone }).format(new Date(input.startsAt));
  const subject = fill(words.subject, { event: input.event });
  const greeting = fill(words.greeting, { name: input.name });
  const body = fill(words.promoted, { event: input.event, time });
  const footer = fill(words.footer, { church: input.church });
  const html = [
    `<!doctype html><html lang="${input.language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body dir="${dir}" style="margin:0;padding:24px;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#0f172a">`,
    `<div lang="${input.language}" dir="${dir}" style="max-width:520px;margin:0 auto">`,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p style="font-size:13px;color:#64748b">${escapeHtml(footer)}</p>`,
    '</div></body></html>',
  ].join('');
  return { to: input.to, subject, text: [greeting, '', body, '', footer, ''].join('\n'), html };
}

/**
 * Emails the person promoted from a wait list (their account's address and saved language, else
 * their record's address in English). At least once from the checkpoint: an email already sent
 * for an event is remembered by the event's id and not sent again.
 */
@Injectable()
export class RegistrationMailReactor implements Reactor {
  readonly name = 'event-registration-mail';
  readonly checkpoint = { kind: 'document', from: 'now' } as const;

  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    private readonly members: MemberQueriesService,
    private readonly languages: SavedLanguageQuery,
    private readonly church: ChurchQuery,
    private readonly occurrences: EventOccurrences,
  ) {}

  private get sent() {
    return this.readStore.collection<{ _id: string; at: string }>('event-registration-mails');
  }

  handles(event: RecordedEvent): boolean {
    return event.type === ('RegistrationPromoted' satisfies RegistrationPromoted['type']);
  }

  async handle(event: RecordedEvent): Promise<void> {
    if (await this.sent.findOne({ _id: event.id })) return;
    const data = event.data as RegistrationPromoted['data'];
    const [record, accounts] = await Promise.all([this.members.record(data.memberId), this.directory.accounts()]);
    const account = accounts.find((a) => a.memberId === data.memberId && a.active) ?? null;
    const to = account?.email || record?.details.email || '';
    const found = await this.occurrences.resolve(data.eventId, data.date, null, new Date()).catch(() => null);
    // Nobody to write to, or the event is gone since: nothing to tell.
    if (to && found) {
      const language = (account ? await this.languages.of(account.id) : null) ?? 'en';
      const church = (await this.church.current())?.name ?? 'Koinonia';
      const name = record?.details.fullName || account?.displayName || '';
      await this.mailer.send(
        promotedEmail({ to, name, event: data.title, startsAt: found.occurrence.start, timeZone: found.event.times.timeZone, church, language }),
      );
    }
    await this.sent.insertOne({ _id: event.id, at: new Date().toISOString() });
  }
}
