import type { ProgramItemKind } from '@koinonia/contracts';

/** Who leads an item: a member of the directory with their name as given, or a name alone. */
export type ProgramPerson = { memberId: string | null; name: string };

/** An item as the program keeps it (times are the read side's: they follow from the order). */
export type ProgramItem = {
  id: string;
  kind: ProgramItemKind;
  title: string;
  durationSeconds: number;
  person: ProgramPerson | null;
  notes: string;
  songId: string | null;
  key: string;
};

export type ProgramItemFields = Omit<ProgramItem, 'id'>;

export type ProgramCreated = {
  type: 'ProgramCreated';
  data: {
    programId: string;
    title: string;
    serviceStart: string;
    eventId: string | null;
    occurrenceStart: string | null;
    items: ProgramItem[];
    templateId: string | null;
  };
};
export type ProgramItemAdded = { type: 'ProgramItemAdded'; data: { programId: string; item: ProgramItem; index: number } };
export type ProgramItemChanged = { type: 'ProgramItemChanged'; data: { programId: string; itemId: string; changes: Partial<ProgramItemFields> } };
export type ProgramItemRemoved = { type: 'ProgramItemRemoved'; data: { programId: string; itemId: string } };
export type ProgramItemMoved = { type: 'ProgramItemMoved'; data: { programId: string; itemId: string; from: number; to: number } };
export type ProgramDeleted = { type: 'ProgramDeleted'; data: { programId: string } };

export type ProgramEvent = ProgramCreated | ProgramItemAdded | ProgramItemChanged | ProgramItemRemoved | ProgramItemMoved | ProgramDeleted;

export const PROGRAM_EVENT_TYPES: ReadonlySet<string> = new Set<ProgramEvent['type']>([
  'ProgramCreated',
  'ProgramItemAdded',
  'ProgramItemChanged',
  'ProgramItemRemoved',
  'ProgramItemMoved',
  'ProgramDeleted',
]);

export const programStream = (programId: string) => `program-${programId}`;
