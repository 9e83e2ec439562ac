export const CARE_REQUEST_TYPES = ['hospital-visit', 'bereavement', 'counselling', 'meal', 'financial-help', 'other'] as const;
export type CareRequestType = (typeof CARE_REQUEST_TYPES)[number];

export const CARE_URGENCIES = ['low', 'normal', 'high', 'urgent'] as const;
export type CareUrgency = (typeof CARE_URGENCIES)[number];

/** open → in progress → resolved (a resolved request may be reopened). */
export const CARE_STATUSES = ['open', 'in-progress', 'resolved'] as const;
export type CareStatus = (typeof CARE_STATUSES)[number];

export const CARE_COMMUNICATION_KINDS = ['call', 'visit', 'email', 'letter', 'note'] as const;
export type CareCommunicationKind = (typeof CARE_COMMUNICATION_KINDS)[number];

export const CARE_LIMITS = { summary: 2000, note: 4000 } as const;
