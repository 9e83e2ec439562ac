import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EVENT_STORE } from '../../platform/platform.tokens';
import { USER_DIRECTORY, type UserDirectory } from '../../platform/auth/user-directory.port';
import { ConfigError } from '../../platform/config/app-config';
import { newPasswordProblem } from '../../platform/auth/password-policy';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { ProjectionRunner } from '../../platform/projections/projection-runner.service';
import { RegisterUserCommand, SetTwoFactorRequirementCommand } from '../identity';
import { CommandBus } from '@nestjs/cqrs';
import { bySystem } from '../../platform/commands/command-actor.type';
import { ChangeMemberPrivacyCommand, MemberQueriesService, RegisterMemberCommand } from '../members';
import { AddMinistryCommand, FoundChurchCommand } from '../organisation';
import { GatheringQueriesService } from '../attendance';
import { seedDemoAttendance } from './demo-attendance.seed';
import { DemoGroupsSeed } from './demo-groups.seed';
import { seedDemoCare } from './demo-care.seed';
import { seedDemoEngagement } from './demo-engagement.seed';
import { seedDemoEvents } from './demo-events.seed';
import { seedDemoWorship } from './demo-worship.seed';
import { EventQueriesService } from '../events';
import { DemoVolunteersSeed } from './demo-volunteers.seed';
import { DemoFinanceSeed } from './demo-finance.seed';
import { DemoAnnouncementsSeed } from './demo-announcements.seed';
import { seedDemoSms } from './demo-sms.seed';
import { DemoChatSeed } from './demo-chat.seed';
import { seedDemoEmailBroadcast } from './demo-messaging.seed';
import { EmailBroadcastSender } from '../messaging';
import { seedDemoVendors } from './demo-vendors.seed';
import { seedDemoMedia } from './demo-media.seed';
import { seedDemoLivestream } from './demo-livestream.seed';
import { seedDemoRegistrations } from './demo-registrations.seed';
import { seedDemoGiving } from './demo-giving.seed';
import { seedDemoPledges } from './demo-pledges.seed';
import { seedDemoSermons } from './demo-sermons.seed';
import { SwitchReceiptEmailsCommand } from '../giving';
import { DEMO_CHURCH, DEMO_MINISTRIES, DEMO_PASSWORD, DEMO_USERS, generateMembers, generatePrivacyChoices } from './demo-church.data';
import { seedDemoHouseholds } from './demo-households.seed';
import { seedDemoSelfUpdates } from './demo-self-updates.seed';
import { DEMO_USER_RECORDS, withMemberRecords } from './demo-member-records.data';

export const DEMO_MEMBER_COUNT = 220;

/** Seeds an empty event store — the demo church, or a real church's first day — through the same commands people use. */
@Injectable()
export class DemoSeeder {
  private readonly logger = new Logger('DemoSeeder');

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly runner: ProjectionRunner,
    private readonly commands: CommandBus,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    private readonly gatherings: GatheringQueriesService,
    private readonly members: MemberQueriesService,
    private readonly groups: DemoGroupsSeed,
    private readonly events: EventQueriesService,
    private readonly volunteers: DemoVolunteersSeed,
    private readonly finance: DemoFinanceSeed,
    private readonly announcements: DemoAnnouncementsSeed,
    private readonly chat: DemoChatSeed,
    private readonly broadcasts: EmailBroadcastSender,
  ) {}

  /**
   * Production refuses data that still holds demo accounts able to sign in: their password is
   * in the README. Says how to be rid of them.
   */
  async refuseDemoAccounts(): Promise<void> {
    const active = new Set((await this.directory.accounts()).filter((account) => account.active).map((account) => account.email.toLowerCase()));
    const found = DEMO_USERS.filter((user) => active.has(user.email.toLowerCase()));
    if (found.length === 0) return;
    throw new ConfigError(
      `NODE_ENV=production, but this data holds demo accounts that can still sign in with the published demo password (${found.map((a) => a.email).join(', ')}). ` +
        'Start once without NODE_ENV=production, sign in as an administrator who is not a demo account, and deactivate each of them (Users, then Manage); ' +
        'or start production on an empty DATA_DIR with ADMIN_EMAIL and ADMIN_PASSWORD set.',
    );
  }

  /**
   * A real installation's first start: found the church with the usual ministries and, when
   * ADMIN_EMAIL and ADMIN_PASSWORD are given, its first administrator.
   */
  async bootstrapIfEmpty(settings: {
    churchName?: string;
    timeZone?: string;
    adminEmail?: string;
    adminPassword?: string;
    adminName?: string;
  }): Promise<boolean> {
    if ((await this.eventStore.headPosition()) > 0n) return false;
    await this.foundChurch({ name: settings.churchName || 'Our Church', timeZone: settings.timeZone || 'UTC' });
    if (settings.adminEmail && settings.adminPassword) {
      const problem = newPasswordProblem(settings.adminPassword);
      if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
      const admin = {
        email: settings.adminEmail,
        displayName: settings.adminName || 'Administrator',
        password: settings.adminPassword,
        roles: ['admin' as const],
      };
      await this.commands.execute(new RegisterUserCommand(randomUUID(), { ...admin, memberId: null }, bySystem()));
      await this.waitForReadSide();
      this.logger.log(`Created the first administrator, ${settings.adminEmail}`);
    } else {
      this.logger.warn('No accounts yet: restart with ADMIN_EMAIL and ADMIN_PASSWORD set to create the first administrator.');
    }
    return true;
  }

  async seedIfEmpty(memberCount = DEMO_MEMBER_COUNT): Promise<boolean> {
    if ((await this.eventStore.headPosition()) > 0n) return false;
    const started = Date.now();
    await this.foundChurch(DEMO_CHURCH);

    const userIds = new Map<string, string>();
    for (const user of DEMO_USERS) {
      let memberId: string | null = null;
      if (user.member) {
        memberId = randomUUID();
        await this.commands.execute(
          new RegisterMemberCommand(
            memberId,
            { fullName: user.displayName, email: user.email, ...user.member, ...DEMO_USER_RECORDS[user.email] },
            bySystem(),
            '2015-09-13',
          ),
        );
      }
      const account = { email: user.email, displayName: user.displayName, password: DEMO_PASSWORD, roles: user.roles, memberId };
      const { id: userId } = await this.commands.execute(new RegisterUserCommand(randomUUID(), account, bySystem()));
      userIds.set(user.roles[0], userId);
      // Each made their own choice, as they would on their profile.
      if (memberId && user.privacy) await this.commands.execute(new ChangeMemberPrivacyCommand(memberId, user.privacy, undefined, bySystem(userId)));
    }
    // Administrators must use two-step verification by default; the demo's sign in with the
    // password alone, so anyone can try the app at once (the admin's security policy card says so).
    await this.commands.execute(new SetTwoFactorRequirementCommand([], bySystem()));
    const choices = generatePrivacyChoices(memberCount);
    const memberIds: string[] = [];
    for (const [i, person] of withMemberRecords(generateMembers(memberCount)).entries()) {
      const { joinedOn, child, ...details } = person;
      const memberId = randomUUID();
      memberIds.push(memberId);
      await this.commands.execute(new RegisterMemberCommand(memberId, details, bySystem(), joinedOn));
      // The default records nothing, as it would from the profile; a child stays unlisted, as registered.
      if (!child) await this.commands.execute(new ChangeMemberPrivacyCommand(memberId, choices[i], undefined, bySystem()));
    }
    // Care checks the people and accounts it names on the read side.
    await this.waitForReadSide();
    const ids = (role: string) => userIds.get(role) ?? '';
    await seedDemoCare(
      this.commands,
      {
        userIds: { pastor: ids('pastor'), staff: ids('staff'), leader: ids('leader'), member: ids('member'), admin: ids('admin') },
        memberIds: memberIds.slice(0, 5),
      },
      () => this.waitForReadSide(),
    );
    await this.waitForReadSide();
    await seedDemoAttendance(this.commands, await this.gatherings.register());
    await seedDemoHouseholds(this.commands, this.members);
    await seedDemoSelfUpdates(this.commands, memberIds.slice(5, 7));
    await this.groups.seed();
    await seedDemoEngagement(this.commands, { gatherings: this.gatherings, members: this.members }, () => this.waitForReadSide());
    await seedDemoRegistrations(this.commands, { ...(await seedDemoEvents(this.commands)), memberIds });
    await seedDemoWorship(this.commands, this.events, () => this.waitForReadSide());
    await this.waitForReadSide();
    await seedDemoLivestream(this.commands, this.events, randomUUID);
    await this.volunteers.seed(() => this.waitForReadSide());
    // The demo's books are history: no receipts are emailed for them (seedDemoPledges turns them back on).
    await this.commands.execute(new SwitchReceiptEmailsCommand(false, bySystem()));
    await seedDemoGiving(this.commands, this.members, { donorIds: memberIds, financeUserId: ids('finance') });
    await seedDemoPledges(this.commands, this.members, { memberIds, financeUserId: ids('finance') });
    await this.finance.seed({ financeUserId: ids('finance'), staffUserId: ids('staff'), leaderUserId: ids('leader') }, () => this.waitForReadSide());
    await seedDemoVendors(this.commands, { staffUserId: ids('staff'), pastorUserId: ids('pastor'), vendorUserId: ids('vendor') });
    await seedDemoSms(this.commands, { memberIds, staffUserId: ids('staff') }, () => this.waitForReadSide());
    await seedDemoEmailBroadcast(this.commands, this.broadcasts, ids('staff'));
    // Media before sermons: the demo sermons play the library's recording and give its notes (checked on the read side).
    const media = await seedDemoMedia(this.commands, { staffUserId: ids('staff') });
    await this.waitForReadSide();
    await seedDemoSermons(this.commands, this.members, media);
    await this.waitForReadSide();
    await this.chat.seed({ pastor: ids('pastor'), staff: ids('staff'), leader: ids('leader'), member: ids('member'), finance: ids('finance') });
    await this.waitForReadSide();
    await this.announcements.seed(ids('admin'));
    await this.waitForReadSide();
    this.logger.log(`Seeded the demo church (${DEMO_USERS.length} accounts, ${memberCount} members) in ${Date.now() - started} ms`);
    return true;
  }

  private async foundChurch(church: { name: string; timeZone: string }): Promise<void> {
    const churchId = randomUUID();
    await this.commands.execute(new FoundChurchCommand(churchId, church.name, church.timeZone, bySystem()));
    for (const ministry of DEMO_MINISTRIES) {
      await this.commands.execute(new AddMinistryCommand(churchId, randomUUID(), ministry.name, ministry.description, bySystem()));
    }
    await this.waitForReadSide();
  }

  private async waitForReadSide(): Promise<void> {
    await this.runner.waitFor(await this.eventStore.headPosition(), 30_000);
  }
}
