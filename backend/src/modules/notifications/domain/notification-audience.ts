import { can, type AnnouncementAudience, type UserRole } from '@koinonia/contracts';
import type { Audience } from '../../../platform/notifications/notification-source.type';

export function audienceOf(audience: AnnouncementAudience): Audience {
  return audience === 'everyone' ? { kind: 'everyone' } : { kind: 'role', role: audience };
}

export interface Candidate {
  id: string;
  roles: readonly UserRole[];
  active: boolean;
  /** The member record the account belongs to, if any. */
  memberId?: string | null;
}

/** The active accounts an audience names. */
export function recipientsOf(audience: Audience, users: readonly Candidate[]): string[] {
  return users
    .filter((user) => user.active)
    .filter((user) => {
      switch (audience.kind) {
        case 'everyone':
          return true;
        case 'role':
          return user.roles.includes(audience.role);
        case 'permission':
          return can(user.roles, audience.permission);
        case 'users':
          return audience.userIds.includes(user.id);
        case 'members':
          return typeof user.memberId === 'string' && audience.memberIds.includes(user.memberId);
        default: {
          const unknown: never = audience;
          throw new Error(`Unknown audience ${JSON.stringify(unknown)}`);
        }
      }
    })
    .map((user) => user.id);
}
