import type { CommandResult } from '../platform/consistency.constant';

export const REGISTRATION_STATUSES = ['registered', 'waitlisted', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** What registering answers: the registration, and whether it has a place or waits. */
export interface RegistrationResult extends CommandResult {
  status: 'registered' | 'waitlisted';
  /** Its place in the wait list (1: next to be promoted); null with a place. */
  waitlistPlace: number | null;
}

/** One registration on an occurrence's roster (`GET /api/events/:id/registrations`). */
export interface EventRegistrationView {
  id: string;
  memberId: string;
  name: string;
  party: number;
  status: RegistrationStatus;
  waitlistPlace: number | null;
  checkedIn: boolean;
}

/** An occurrence's roster, as staff see it. */
export interface EventRosterView {
  eventId: string;
  occurrence: string;
  capacity: number | null;
  /** Places taken by those registered. */
  taken: number;
  waiting: number;
  registrations: EventRegistrationView[];
  /** Checked in without a place (walk-ins, or from the wait list). */
  walkIns: Array<{ memberId: string; name: string }>;
  revision: number;
}

/** A member's own registration (`GET /api/me/registrations`, and `…/registrations/mine` for one occurrence). */
export interface MyRegistrationView {
  id: string;
  eventId: string;
  occurrence: string;
  title: string;
  startsAt: string;
  party: number;
  status: RegistrationStatus;
  waitlistPlace: number | null;
  checkedIn: boolean;
}

/** `GET /api/event-analytics`. */
export interface EventAnalyticsView {
  from: string;
  to: string;
  /** Each occurrence with a capacity or any registration. */
  occurrences: Array<{
    eventId: string;
    occurrence: string;
    title: string;
    category: string;
    capacity: number | null;
    registered: number;
    waitlisted: number;
    checkedIn: number;
    noShows: number;
  }>;
  /** Check-ins per week (the Monday it starts, in the church's zone). */
  attendanceByWeek: Array<{ week: string; checkedIn: number; registered: number }>;
  byCategory: Array<{ category: string; occurrences: number; registered: number; checkedIn: number }>;
  totals: { registered: number; waitlisted: number; checkedIn: number; noShows: number };
}

/** `GET /api/event-categories`: the built-in categories (their label in English; the client translates by slug) and the church's own. */
export interface EventCategoryView {
  slug: string;
  label: string;
  builtIn: boolean;
}

/** `POST /api/me/calendar-feed`: the personal feed's address, shown once (only its hash is kept). */
export interface CalendarFeedView {
  url: string;
  token: string;
}
