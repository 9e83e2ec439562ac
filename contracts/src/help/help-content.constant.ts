/**
 * The structure of the in-app help that both sides must agree on: which tutorials, tours and FAQs
 * exist, and the steps of each tutorial (progress is kept on the server as a step index). The
 * words live in the front end's `help` namespace; where each step points lives in the front end.
 */
export const TUTORIAL_IDS = ['getting-started', 'member-management', 'event-management', 'livestream-setup', 'prayer-care', 'analytics-insights'] as const;
export type TutorialId = (typeof TUTORIAL_IDS)[number];

/** The steps of each tutorial, in order: each names the spot of the app it points at. */
export const TUTORIAL_STEPS: Record<TutorialId, readonly string[]> = {
  'getting-started': ['nav-main', 'sidebar', 'search', 'help-button', 'user-menu', 'two-step'],
  'member-management': ['member-nav', 'member-search', 'member-filters', 'member-list', 'member-add', 'member-pages'],
  'event-management': ['events-nav', 'events-empty', 'feature-switches'],
  'livestream-setup': ['livestream-nav', 'livestream-empty', 'feature-switches'],
  'prayer-care': ['prayer-nav', 'prayer-empty', 'prayer-privacy', 'care-empty'],
  'analytics-insights': ['executive-tools', 'insights-empty', 'system-health', 'users-overview', 'failed-sign-ins'],
};

/** Guided tours (specification, section 3): toolkit is Executive Tools, insights is Strategic Insights. */
export const TOUR_IDS = ['dashboard', 'toolkit', 'insights', 'members', 'chat'] as const;
export type TourId = (typeof TOUR_IDS)[number];

export const FAQ_IDS = [
  'sign-in',
  'two-step',
  'lost-authenticator',
  'sessions',
  'add-member',
  'archive-member',
  'roles',
  'invitations',
  'language',
  'theme',
  'preferences',
  'notifications',
  'security-center',
  'tutorials',
] as const;
export type FaqId = (typeof FAQ_IDS)[number];

export const TUTORIAL_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type TutorialDifficulty = (typeof TUTORIAL_DIFFICULTIES)[number];

/** Where contextual help applies (specification, section 3). */
export const HELP_CONTEXTS = [
  'member-directory',
  'community-chat',
  'event-management',
  'volunteer-management',
  'financial-management',
  'livestream',
  'analytics',
  'executive-solutions',
] as const;
export type HelpContext = (typeof HELP_CONTEXTS)[number];

export const HELP_TIP_TYPES = ['info', 'tip', 'help', 'warning'] as const;
export type HelpTipType = (typeof HELP_TIP_TYPES)[number];

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isTutorialId = isOneOf(TUTORIAL_IDS);
export const isTourId = isOneOf(TOUR_IDS);
export const isFaqId = isOneOf(FAQ_IDS);
