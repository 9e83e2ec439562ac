import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DEFAULT_LANGUAGE, isLanguage, VALIDATION_MESSAGES, type CurrentUser, type Language, type UserRole } from '@koinonia/contracts';
import { APP_CONFIG, EVENT_STORE, READ_STORE } from '../../platform/platform.tokens';
import type { AppConfig } from '../../platform/config/app-config';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { CommandExecutor } from '../../platform/commands/command-executor.service';
import { claimStream } from '../../platform/commands/unique-claim.decider';
import { DomainError } from '../../platform/errors/domain-error';
import { hashPassword } from '../../platform/auth/password.util';
import { assertNewPassword } from '../../platform/auth/password-policy';
import { MAILER, type Mailer } from '../../platform/mail/mail.port';
import { MemberQueriesService } from '../members';
import { WHOLE_DIRECTORY } from '../members';
import { userDecider } from './domain/user.decider';
import { TOKEN_TTL, userStream, type UserInvited } from './domain/user.events';
import { hashLinkToken, newLinkToken } from './account-tokens.util';
import { IdentityService, USER_EMAIL_CLAIMS, userEmailClaims, type ClientInfo, type OpenedSession } from './identity.service';
import { appLink, invitationEmail } from './mail/account-mail.templates';
import { mailChurch } from './mail/mail-church.util';

export interface CommandDone {
  userId: string;
  position: bigint | null;
  revision: number;
}

/** Administrators invite people by email; the invitee chooses a password through the link. */
@Injectable()
export class InvitationsService {
  private readonly logger = new Logger('InvitationsService');

  constructor(
    private readonly identity: IdentityService,
    private readonly executor: CommandExecutor,
    private readonly members: MemberQueriesService,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `language`: of the email (the administrator's choice, else the request's language); a resend keeps it. */
  async invite(
    input: { email: string; displayName: string; roles: UserRole[]; memberId?: string; language: Language },
    actor: CurrentUser,
  ): Promise<CommandDone> {
    if (input.memberId) await this.members.get(input.memberId, WHOLE_DIRECTORY);
    const userId = randomUUID();
    const email = input.email.trim().toLowerCase();
    try {
      await this.executor.execute(
        claimStream(USER_EMAIL_CLAIMS, email),
        userEmailClaims,
        { type: 'Claim', ownerId: userId, value: email },
        { actorId: actor.id },
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'DUPLICATE_EMAIL')
        throw new DomainError('DUPLICATE_EMAIL', { fields: [{ field: 'email', message: VALIDATION_MESSAGES.emailInUse }] });
      throw error;
    }
    const { token, tokenHash } = newLinkToken();
    const expiresAt = new Date(Date.now() + TOKEN_TTL.invitationMs).toISOString();
    const outcome = await this.executor.execute(
      userStream(userId),
      userDecider,
      {
        type: 'InviteUser',
        userId,
        email,
        displayName: input.displayName,
        roles: input.roles,
        memberId: input.memberId ?? null,
        tokenHash,
        expiresAt,
        language: input.language,
      },
      { actorId: actor.id },
    );
    await this.identity.settle(outcome.position);
    await this.sendInvitation({ email, displayName: input.displayName }, token, expiresAt, input.language, actor);
    return { userId, position: outcome.position, revision: outcome.revision };
  }

  /** A new link (the old one stops working), emailed again in the language it was first sent in. */
  async resend(userId: string, actor: CurrentUser): Promise<CommandDone> {
    const user = await this.identity.findUser(userId);
    const { token, tokenHash } = newLinkToken();
    const expiresAt = new Date(Date.now() + TOKEN_TTL.invitationMs).toISOString();
    const outcome = await this.executor.execute(
      userStream(userId),
      userDecider,
      { type: 'ResendInvitation', userId, tokenHash, expiresAt },
      { actorId: actor.id, retries: 5 },
    );
    await this.identity.settle(outcome.position);
    await this.sendInvitation(user, token, expiresAt, await this.invitationLanguage(userId), actor);
    return { userId, position: outcome.position, revision: outcome.revision };
  }

  /** The link stops working, the account disappears, and the address is free to invite again. */
  async cancel(userId: string, actor: CurrentUser): Promise<CommandDone> {
    const user = await this.identity.findUser(userId);
    const outcome = await this.executor.execute(userStream(userId), userDecider, { type: 'CancelInvitation', userId }, { actorId: actor.id, retries: 5 });
    await this.executor.execute(
      claimStream(USER_EMAIL_CLAIMS, user.email),
      userEmailClaims,
      { type: 'Release', ownerId: userId },
      { actorId: actor.id, retries: 5 },
    );
    await this.identity.settle(outcome.position);
    return { userId, position: outcome.position, revision: outcome.revision };
  }

  /** The invitee's password (the usual rules), then they are signed in. */
  async accept(token: string, password: string, client: ClientInfo): Promise<OpenedSession> {
    const tokenHash = hashLinkToken(token);
    const invited = await this.identity.users.findOne({ inviteTokenHash: tokenHash });
    if (!invited) throw new DomainError('INVALID_TOKEN');
    assertNewPassword(password, 'password');
    const passwordHash = await hashPassword(password);
    const outcome = await this.executor.execute(
      userStream(invited._id),
      userDecider,
      { type: 'AcceptInvitation', userId: invited._id, tokenHash, passwordHash },
      { actorId: invited._id, retries: 5 },
    );
    await this.identity.settle(outcome.position);
    return this.identity.openSession(await this.identity.findUser(invited._id), client);
  }

  /**
   * The invitation is recorded before the email goes: if sending fails, the administrator is
   * told (MESSAGE_SEND_FAILED) and can send it again from the list.
   */
  private async sendInvitation(
    user: { email: string; displayName: string },
    token: string,
    expiresAt: string,
    language: Language,
    actor: CurrentUser,
  ): Promise<void> {
    const message = invitationEmail({
      to: user.email,
      displayName: user.displayName,
      church: await mailChurch(this.readStore),
      invitedBy: actor.displayName,
      link: appLink(this.config.publicUrl, '/accept-invite', token),
      expiresAt,
      language,
    });
    try {
      await this.mailer.send(message);
    } catch (error) {
      this.logger.error(`Invitation email to ${user.email} failed: ${String(error)}`);
      throw new DomainError('MESSAGE_SEND_FAILED');
    }
  }

  /** An invitation is always its stream's first event; invitations from before languages were English. */
  private async invitationLanguage(userId: string): Promise<Language> {
    const [first] = await this.eventStore.readStream(userStream(userId), { maxCount: 1 });
    const language = first?.type === 'UserInvited' ? (first.data as UserInvited['data']).language : undefined;
    return isLanguage(language) ? language : DEFAULT_LANGUAGE;
  }
}
