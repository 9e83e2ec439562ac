import type { MemberRole, MemberStatus } from './member-roles.constant';

/** One person as the directory shows them. */
export interface MemberView {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  address: string;
  ministry: string;
  role: MemberRole;
  status: MemberStatus;
  joinedAt: string;
  updatedAt: string;
  /** The stream revision this view reflects: send it back as If-Match to update. */
  revision: number;
}

export interface MemberPage {
  items: MemberView[];
  total: number;
  page: number;
  pageSize: number;
}

export interface MemberFieldChange {
  field: 'fullName' | 'email' | 'phone' | 'address' | 'ministry' | 'role';
  from: string;
  to: string;
}

/** One line of a member's history: what happened, when, and by whom. */
export interface MemberHistoryEntry {
  revision: number;
  type: 'registered' | 'updated' | 'archived' | 'restored';
  summary: string;
  occurredAt: string;
  actor: { id: string | null; name: string };
  changes: MemberFieldChange[];
}
