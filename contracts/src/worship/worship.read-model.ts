import type { ProgramItemKind } from './worship.constant';

/** A chord chart or lead sheet kept with a song. */
export interface SongAttachmentView {
  id: string;
  filename: string;
  mediaType: string;
  bytes: number;
}

/** A song of the library (`GET /api/songs/:id`). */
export interface SongView {
  id: string;
  title: string;
  authors: string;
  ccliNumber: string;
  key: string;
  tempo: number | null;
  tags: string[];
  lyrics: string;
  attachments: SongAttachmentView[];
  revision: number;
}

/** Who leads an item: a member of the directory (with their name as given), or a name alone. */
export interface ProgramPerson {
  memberId: string | null;
  name: string;
}

/** One item of an order of service, with when it starts (from the service's start and the items before it). */
export interface ProgramItemView {
  id: string;
  kind: ProgramItemKind;
  title: string;
  durationSeconds: number;
  person: ProgramPerson | null;
  notes: string;
  /** For a song: the song and the key it is sung in. */
  songId: string | null;
  key: string;
  /** Seconds from the service's start. */
  offsetSeconds: number;
  startsAt: string;
}

/** An order of service (`GET /api/programs/:id`): its items in order, their running start times and total length. */
export interface ProgramView {
  id: string;
  title: string;
  /** The service's start (an instant). */
  serviceStart: string;
  /** The event occurrence it is for, or null for a standalone service. */
  eventId: string | null;
  occurrenceStart: string | null;
  items: ProgramItemView[];
  totalSeconds: number;
  endsAt: string;
  /** The church's zone: the program's times are said in it, wherever the reader is. */
  timeZone: string;
  revision: number;
}

/** A program as the list shows it. */
export interface ProgramSummary {
  id: string;
  title: string;
  serviceStart: string;
  eventId: string | null;
  occurrenceStart: string | null;
  itemCount: number;
  totalSeconds: number;
  /** The church's zone, as in ProgramView. */
  timeZone: string;
}

/** An item as a template keeps it (no times: they come from the program it is applied to). */
export interface ProgramTemplateItemView {
  kind: ProgramItemKind;
  title: string;
  durationSeconds: number;
  person: ProgramPerson | null;
  notes: string;
  songId: string | null;
  key: string;
}

export interface ProgramTemplateView {
  id: string;
  name: string;
  items: ProgramTemplateItemView[];
  totalSeconds: number;
}

/** One line of the CCLI song-usage report: a song used in the period's services, and how often. */
export interface SongUsageRow {
  songId: string;
  title: string;
  authors: string;
  ccliNumber: string;
  uses: number;
}
