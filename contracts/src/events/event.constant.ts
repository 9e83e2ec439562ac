/** The categories every church has; a church may use its own slugs beside them. */
export const EVENT_CATEGORIES = ['worship', 'study', 'fellowship', 'outreach', 'youth', 'children', 'music', 'meeting', 'other'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** A category's slug: lower-case words joined by hyphens (`worship`, `mens-breakfast`). */
export const EVENT_CATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Who sees an event: anyone (the public feed too), the congregation, or the church's staff. */
export const EVENT_VISIBILITIES = ['public', 'members', 'staff'] as const;
export type EventVisibility = (typeof EVENT_VISIBILITIES)[number];

export const EVENT_REGISTRATIONS = ['open', 'closed'] as const;
export type EventRegistration = (typeof EVENT_REGISTRATIONS)[number];

export const BOOKABLE_KINDS = ['room', 'resource'] as const;
export type BookableKind = (typeof BOOKABLE_KINDS)[number];

/** How an occurrence change reaches the series: that occurrence only, or it and every later one. */
export const OCCURRENCE_SCOPES = ['this', 'following'] as const;
export type OccurrenceScope = (typeof OCCURRENCE_SCOPES)[number];

/** A local time in the church's zone (`2026-03-08T10:00`), or one with its offset (`…T10:00:00-06:00`, `…Z`). */
export const EVENT_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** An occurrence's date in the church's zone: the day it was scheduled for. */
export const EVENT_OCCURRENCE_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const EVENT_LIMITS = {
  title: 120,
  description: 4000,
  category: 40,
  categoryLabel: 60,
  /** An event image, before it is resized. */
  imageBytes: 8 * 1024 * 1024,
  location: 200,
  rrule: 500,
  capacity: 100_000,
  bufferMinutes: 24 * 60,
  resources: 20,
  search: 100,
  bookableName: 80,
  /** The longest window one calendar query expands: a little over a year. */
  windowDays: 400,
} as const;

/** The kinds of image an event may have (read from the file's content). */
export const EVENT_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
