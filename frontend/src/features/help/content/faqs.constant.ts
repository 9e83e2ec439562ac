import { FAQ_IDS, type FaqId, type TutorialId } from '@koinonia/contracts';

export const FAQ_TAGS = [
  'sign-in',
  'password',
  'lockout',
  'two-step',
  'recovery-codes',
  'sessions',
  'members',
  'archive',
  'roles',
  'invitations',
  'administrators',
  'language',
  'display',
  'preferences',
  'notifications',
  'security-center',
  'tutorials',
] as const;
export type FaqTag = (typeof FAQ_TAGS)[number];

export type FaqCategory = 'account' | 'security' | 'members' | 'roles' | 'preferences' | 'notifications' | 'help';

/**
 * An FAQ's structure (specification, section 3): its question and answer are
 * `help:faqs.<id>.question` / `.answer`, tags `help:faqTags.<tag>`. helpfulCount comes from the
 * server's real votes, never from here.
 */
export interface FaqDefinition {
  id: FaqId;
  category: FaqCategory;
  tags: readonly FaqTag[];
  relatedTutorials: readonly TutorialId[];
}

const DETAILS: Record<FaqId, Omit<FaqDefinition, 'id'>> = {
  'sign-in': { category: 'account', tags: ['sign-in', 'password', 'lockout'], relatedTutorials: ['getting-started'] },
  'two-step': { category: 'security', tags: ['two-step', 'sign-in'], relatedTutorials: ['getting-started'] },
  'lost-authenticator': { category: 'security', tags: ['two-step', 'recovery-codes'], relatedTutorials: [] },
  sessions: { category: 'account', tags: ['sessions', 'sign-in', 'password'], relatedTutorials: ['getting-started'] },
  'add-member': { category: 'members', tags: ['members'], relatedTutorials: ['member-management'] },
  'archive-member': { category: 'members', tags: ['members', 'archive'], relatedTutorials: ['member-management'] },
  roles: { category: 'roles', tags: ['roles', 'administrators'], relatedTutorials: [] },
  invitations: { category: 'roles', tags: ['invitations', 'administrators', 'sign-in'], relatedTutorials: [] },
  language: { category: 'preferences', tags: ['language', 'preferences'], relatedTutorials: [] },
  theme: { category: 'preferences', tags: ['display', 'preferences'], relatedTutorials: ['getting-started'] },
  preferences: { category: 'preferences', tags: ['preferences', 'display', 'notifications'], relatedTutorials: [] },
  notifications: { category: 'notifications', tags: ['notifications', 'preferences'], relatedTutorials: [] },
  'security-center': { category: 'security', tags: ['security-center', 'administrators', 'lockout'], relatedTutorials: ['analytics-insights'] },
  tutorials: { category: 'help', tags: ['tutorials'], relatedTutorials: ['getting-started'] },
};

export const FAQS: readonly FaqDefinition[] = FAQ_IDS.map((id) => ({ id, ...DETAILS[id] }));
