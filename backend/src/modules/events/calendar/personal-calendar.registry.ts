import { Injectable } from '@nestjs/common';

/** Something on one person's own calendar that another context keeps (a service they volunteer at), for their personal feed. */
export interface PersonalCalendarEntry {
  /** Unique and stable across feeds (calendar apps update an entry by it). */
  uid: string;
  summary: string;
  description: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  /** Not yet confirmed: calendar apps show it as tentative. */
  tentative: boolean;
  /** What it is, by its keeper (X-KOINONIA-ENTRY), e.g. `volunteer:pending`. */
  kind: string;
}

/** A context that puts entries on people's personal feeds. */
export interface PersonalCalendarSource {
  readonly name: string;
  entriesFor(memberId: string): Promise<PersonalCalendarEntry[]>;
}

/**
 * The sources of personal-feed entries beyond the events themselves. Contexts that build on events
 * (volunteers) register here through the events context's public face, so the feed shows what they
 * keep without the events context importing them (which would be a cycle).
 */
@Injectable()
export class PersonalCalendarRegistry {
  private readonly sources: PersonalCalendarSource[] = [];

  register(source: PersonalCalendarSource): void {
    if (this.sources.some((s) => s.name === source.name)) throw new Error(`A personal calendar source "${source.name}" is already registered`);
    this.sources.push(source);
  }

  async entriesFor(memberId: string): Promise<PersonalCalendarEntry[]> {
    return (await Promise.all(this.sources.map((source) => source.entriesFor(memberId)))).flat();
  }
}
