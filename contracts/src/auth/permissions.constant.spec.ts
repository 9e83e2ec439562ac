import { can, PERMISSIONS, permissionsOf, ROLE_PERMISSIONS, type Permission } from './permissions.constant';
import { USER_ROLES, type UserRole } from './user-roles.constant';

const holders = (permission: Permission) => USER_ROLES.filter((role) => can([role], permission)).sort();

/** The "at least" rules, held against the one table. */
describe('the permission table', () => {
  it('lets only administrators manage users, roles and settings, and read the security log', () => {
    expect(holders('users.manage')).toEqual(['admin']);
    expect(holders('settings.manage')).toEqual(['admin']);
    expect(holders('security.read')).toEqual(['admin']);
  });

  it('lets only pastors read prayer requests and pastoral notes: not the administrator, an IT role', () => {
    expect(holders('prayer.read')).toEqual(['pastor']);
    expect(holders('pastoral-notes.read')).toEqual(['pastor']);
  });

  it('gives the prayer team to pastors and leaders, and care requests to pastors and the office: never the administrator', () => {
    expect(holders('prayer.team')).toEqual(['leader', 'pastor']);
    expect(holders('care.read')).toEqual(['pastor', 'staff']);
    expect(holders('care.write')).toEqual(['pastor', 'staff']);
    // The prayer team and the office read no pastoral-only request, nor pastoral notes.
    expect(can(['staff', 'leader'], 'prayer.read')).toBe(false);
    expect(can(['staff', 'leader'], 'pastoral-notes.read')).toBe(false);
  });

  it('lets the finance role and auditors read individual gifts, pastors only the totals, and never the administrator', () => {
    expect(holders('giving.read')).toEqual(['auditor', 'finance']);
    expect(holders('giving.totals.read')).toEqual(['auditor', 'finance', 'pastor']);
    expect(can(['pastor'], 'giving.read')).toBe(false);
    expect(can(['admin'], 'giving.totals.read')).toBe(false);
  });

  it('lets only the finance role record giving: not auditors, the office, pastors or the administrator', () => {
    expect(holders('giving.write')).toEqual(['finance']);
  });

  it('lets everyone in the congregation pledge to a campaign: not vendors, nor auditors who change nothing', () => {
    expect(holders('giving.pledge')).toEqual(['admin', 'finance', 'leader', 'member', 'pastor', 'staff']);
    expect(can(['auditor', 'vendor'], 'giving.pledge')).toBe(false);
  });

  it('lets the finance role keep budgets and approve expenses, auditors read them, pastors the totals; the office and leaders submit; never the administrator', () => {
    expect(holders('finance.read')).toEqual(['auditor', 'finance']);
    expect(holders('finance.manage')).toEqual(['finance']);
    expect(holders('finance.totals.read')).toEqual(['auditor', 'finance', 'pastor']);
    expect(holders('finance.expenses.submit')).toEqual(['finance', 'leader', 'staff']);
    expect(can(['admin'], 'finance.totals.read')).toBe(false);
    expect(can(['member', 'vendor'], 'finance.expenses.submit')).toBe(false);
  });

  it('lets auditors read giving and attendance history, and change nothing', () => {
    expect(can(['auditor'], 'giving.read')).toBe(true);
    expect(can(['auditor'], 'giving.write')).toBe(false);
    expect(can(['auditor'], 'attendance.read')).toBe(true);
    expect(ROLE_PERMISSIONS.auditor.filter((p) => !p.endsWith('.read'))).toEqual([]);
  });

  it('lets auditors and the finance role read the audit (the books as of a date, trails, reconciliation); no one else', () => {
    expect(holders('audit.read')).toEqual(['auditor', 'finance']);
    expect(can(['pastor'], 'audit.read')).toBe(false);
    expect(can(['admin'], 'audit.read')).toBe(false);
    expect(can(['member'], 'audit.read')).toBe(false);
  });

  it('lets the office, pastors and the administrator book vendors; the office and the administrator keep the directory; members read none of it', () => {
    expect(holders('vendors.book')).toEqual(['admin', 'pastor', 'staff']);
    expect(holders('vendors.manage')).toEqual(['admin', 'staff']);
    expect(holders('vendors.read')).toEqual(['admin', 'auditor', 'finance', 'leader', 'pastor', 'staff']);
    expect(holders('vendor-bookings.read')).toEqual(['admin', 'auditor', 'finance', 'leader', 'pastor', 'staff', 'vendor']);
    expect(can(['member'], 'vendors.read')).toBe(false);
  });

  it('lets the office, pastors and the administrator send SMS and email broadcasts; no one else', () => {
    expect(holders('messaging.send')).toEqual(['admin', 'pastor', 'staff']);
    expect(can(['member', 'leader', 'finance', 'auditor', 'vendor'], 'messaging.send')).toBe(false);
  });

  it('opens community chat to the congregation and its staff (not vendors, not auditors); pastors and the office moderate it', () => {
    expect(holders('chat.read')).toEqual(['admin', 'finance', 'leader', 'member', 'pastor', 'staff']);
    expect(holders('chat.moderate')).toEqual(['pastor', 'staff']);
  });

  it('gives vendors their portal and their own bookings, and nothing else (not the directory, nor anything of the congregation)', () => {
    expect(ROLE_PERMISSIONS.vendor).toEqual(['vendor-bookings.read', 'vendor-portal.use']);
    expect(can(['vendor'], 'vendors.read')).toBe(false);
    expect(can(['vendor'], 'vendors.book')).toBe(false);
    expect(holders('vendor-portal.use')).toEqual(['vendor']);
    expect(can(['vendor'], 'congregation.read')).toBe(false);
  });

  it('lets staff record attendance and auditors only read it; leaders run the check-in door but record no register yet', () => {
    expect(holders('attendance.write')).toEqual(['admin', 'pastor', 'staff']);
    expect(holders('attendance.read')).toEqual(['admin', 'auditor', 'leader', 'pastor', 'staff']);
    expect(holders('checkin.operate')).toEqual(['admin', 'leader', 'pastor', 'staff']);
    expect(can(['member'], 'attendance.read')).toBe(false);
  });

  it('lets pastors and the office read engagement scores: not members (not even their own), leaders, auditors or the administrator', () => {
    expect(holders('engagement.read')).toEqual(['pastor', 'staff']);
  });

  it('lets the office and pastors write the calendar and book rooms; staff events and rooms read by them and auditors, not members', () => {
    expect(holders('events.write')).toEqual(['admin', 'pastor', 'staff']);
    expect(holders('events.staff.read')).toEqual(['admin', 'auditor', 'pastor', 'staff']);
    expect(can(['member', 'leader'], 'events.staff.read')).toBe(false);
    expect(holders('events.register')).toEqual(['admin', 'leader', 'member', 'pastor', 'staff']);
    expect(holders('events.registrations.read')).toEqual(['admin', 'auditor', 'pastor', 'staff']);
    expect(can(['vendor'], 'events.register')).toBe(false);
    expect(can(['auditor'], 'events.register')).toBe(false);
  });

  it('lets the office, pastors and leaders build programs and keep the songs; templates are the office’s; members and auditors read; vendors nothing', () => {
    expect(holders('worship.write')).toEqual(['admin', 'leader', 'pastor', 'staff']);
    expect(holders('worship.templates.write')).toEqual(['admin', 'pastor', 'staff']);
    expect(holders('worship.read')).toEqual(['admin', 'auditor', 'leader', 'member', 'pastor', 'staff']);
    expect(holders('worship.report.read')).toEqual(['admin', 'auditor', 'leader', 'pastor', 'staff']);
  });

  it('lets members serve (sign up, confirm, blockouts), ministry leaders schedule (their own teams, checked by the handler), the office manage every team; vendors nothing', () => {
    expect(holders('volunteers.serve')).toEqual(['admin', 'leader', 'member', 'pastor', 'staff']);
    expect(holders('volunteers.read')).toEqual(['admin', 'auditor', 'leader', 'pastor', 'staff']);
    expect(holders('volunteers.schedule')).toEqual(['admin', 'leader', 'pastor', 'staff']);
    expect(holders('volunteers.manage')).toEqual(['admin', 'pastor', 'staff']);
    expect(permissionsOf(['vendor']).has('volunteers.serve')).toBe(false);
    expect(can(['auditor'], 'volunteers.serve')).toBe(false);
  });

  it('lets members read the directory but not change it', () => {
    expect(ROLE_PERMISSIONS.member).toEqual(expect.arrayContaining(['members.read']));
    expect(can(['member'], 'members.write')).toBe(false);
  });

  it('keeps the media team’s tools (sermons, uploads, the livestream) and the giving records from members', () => {
    expect(holders('content.manage')).toEqual(['admin', 'pastor', 'staff']);
    expect(can(['member'], 'giving.read')).toBe(false);
  });

  it("keeps the whole directory, past members' privacy choices, from members and vendors", () => {
    expect(holders('members.private.read')).toEqual(['admin', 'auditor', 'leader', 'pastor', 'staff']);
    expect(holders('members.write').every((role) => can([role], 'members.private.read'))).toBe(true);
  });

  it('lets those who send the broadcasts send announcements, which go out by email and SMS too', () => {
    expect(holders('announcements.send')).toEqual(holders('messaging.send'));
    expect(holders('announcements.send')).toEqual(['admin', 'pastor', 'staff']);
  });

  it('gives a user with several roles the union, and an unknown role nothing', () => {
    expect([...permissionsOf(['vendor', 'member'])].sort()).toEqual([
      'chat.read',
      'congregation.read',
      'events.register',
      'giving.pledge',
      'groups.read',
      'members.read',
      'ministries.read',
      'vendor-bookings.read',
      'vendor-portal.use',
      'volunteers.serve',
      'worship.read',
    ]);
    expect(permissionsOf(['pope' as UserRole]).size).toBe(0);
    expect(can([], 'members.read')).toBe(false);
  });

  it('names only permissions that exist', () => {
    for (const role of USER_ROLES) for (const permission of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(permission);
  });

  it('gives every role exactly its permissions: administrators everything but the vendor pages, care, engagement, giving and finance', () => {
    expect([...ROLE_PERMISSIONS.admin].sort()).toEqual(
      PERMISSIONS.filter(
        (p) =>
          ![
            'vendor-portal.use',
            'prayer.read',
            'prayer.team',
            'pastoral-notes.read',
            'care.read',
            'care.write',
            'engagement.read',
            'giving.read',
            'giving.write',
            'giving.totals.read',
            'audit.read',
            'finance.read',
            'finance.manage',
            'finance.totals.read',
            'finance.expenses.submit',
            'chat.moderate',
          ].includes(p),
      ).sort(),
    );
    expect([...ROLE_PERMISSIONS.admin].sort()).toEqual([
      'announcements.send',
      'attendance.read',
      'attendance.write',
      'chat.read',
      'checkin.operate',
      'congregation.read',
      'content.manage',
      'events.register',
      'events.registrations.read',
      'events.staff.read',
      'events.write',
      'giving.pledge',
      'groups.manage',
      'groups.read',
      'groups.rosters.read',
      'members.private.read',
      'members.read',
      'members.write',
      'messaging.send',
      'ministries.read',
      'security.read',
      'settings.manage',
      'users.manage',
      'vendor-bookings.read',
      'vendors.accounts.link',
      'vendors.book',
      'vendors.manage',
      'vendors.read',
      'volunteers.manage',
      'volunteers.read',
      'volunteers.schedule',
      'volunteers.serve',
      'worship.read',
      'worship.report.read',
      'worship.templates.write',
      'worship.write',
    ]);
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    expect([...ROLE_PERMISSIONS.staff].sort()).toEqual([
      'announcements.send',
      'attendance.read',
      'attendance.write',
      'care.read',
      'care.write',
      'chat.moderate',
      'chat.read',
      'checkin.operate',
      'congregation.read',
      'content.manage',
      'engagement.read',
      'events.register',
      'events.registrations.read',
      'events.staff.read',
      'events.write',
      'finance.expenses.submit',
      'giving.pledge',
      'groups.manage',
      'groups.read',
      'groups.rosters.read',
      'members.private.read',
      'members.read',
      'members.write',
      'messaging.send',
      'ministries.read',
      'vendor-bookings.read',
      'vendors.book',
      'vendors.manage',
      'vendors.read',
      'volunteers.manage',
      'volunteers.read',
      'volunteers.schedule',
      'volunteers.serve',
      'worship.read',
      'worship.report.read',
      'worship.templates.write',
      'worship.write',
    ]);
    expect([...ROLE_PERMISSIONS.pastor].sort()).toEqual([
      'announcements.send',
      'attendance.read',
      'attendance.write',
      'care.read',
      'care.write',
      'chat.moderate',
      'chat.read',
      'checkin.operate',
      'congregation.read',
      'content.manage',
      'engagement.read',
      'events.register',
      'events.registrations.read',
      'events.staff.read',
      'events.write',
      'finance.totals.read',
      'giving.pledge',
      'giving.totals.read',
      'groups.manage',
      'groups.read',
      'groups.rosters.read',
      'members.private.read',
      'members.read',
      'members.write',
      'messaging.send',
      'ministries.read',
      'pastoral-notes.read',
      'prayer.read',
      'prayer.team',
      'vendor-bookings.read',
      'vendors.book',
      'vendors.read',
      'volunteers.manage',
      'volunteers.read',
      'volunteers.schedule',
      'volunteers.serve',
      'worship.read',
      'worship.report.read',
      'worship.templates.write',
      'worship.write',
    ]);
    expect([...ROLE_PERMISSIONS.leader].sort()).toEqual([
      'attendance.read',
      'chat.read',
      'checkin.operate',
      'congregation.read',
      'events.register',
      'finance.expenses.submit',
      'giving.pledge',
      'groups.read',
      'members.private.read',
      'members.read',
      'ministries.read',
      'prayer.team',
      'vendor-bookings.read',
      'vendors.read',
      'volunteers.read',
      'volunteers.schedule',
      'volunteers.serve',
      'worship.read',
      'worship.report.read',
      'worship.write',
    ]);
    expect([...ROLE_PERMISSIONS.member].sort()).toEqual([
      'chat.read',
      'congregation.read',
      'events.register',
      'giving.pledge',
      'groups.read',
      'members.read',
      'ministries.read',
      'volunteers.serve',
      'worship.read',
    ]);
    expect([...ROLE_PERMISSIONS.auditor].sort()).toEqual([
      'attendance.read',
      'audit.read',
      'congregation.read',
      'events.registrations.read',
      'events.staff.read',
      'finance.read',
      'finance.totals.read',
      'giving.read',
      'giving.totals.read',
      'groups.read',
      'groups.rosters.read',
      'members.private.read',
      'members.read',
      'ministries.read',
      'vendor-bookings.read',
      'vendors.read',
      'volunteers.read',
      'worship.read',
      'worship.report.read',
    ]);
    // The treasurer keeps the books and reads the directory to name donors; nothing else of the church's.
    expect([...ROLE_PERMISSIONS.finance].sort()).toEqual([
      'audit.read',
      'chat.read',
      'congregation.read',
      'finance.expenses.submit',
      'finance.manage',
      'finance.read',
      'finance.totals.read',
      'giving.pledge',
      'giving.read',
      'giving.totals.read',
      'giving.write',
      'members.read',
      'ministries.read',
      'vendor-bookings.read',
      'vendors.read',
    ]);
  });

  it("lets every group's roster be read only by those who oversee groups; leaders read their own through the group itself", () => {
    expect(holders('groups.manage')).toEqual(['admin', 'pastor', 'staff']);
    expect(holders('groups.rosters.read')).toEqual(['admin', 'auditor', 'pastor', 'staff']);
    expect(can(['leader'], 'groups.rosters.read')).toBe(false);
    expect(can(['member'], 'groups.read')).toBe(true);
    expect(can(['vendor'], 'groups.read')).toBe(false);
  });
});
