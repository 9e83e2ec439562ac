import { VALIDATION_MESSAGES, WORSHIP_LIMITS } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { ProgramEvent, ProgramItem, ProgramItemFields } from './program.events';

export type ProgramState =
  | { status: 'none' }
  | {
      status: 'planned' | 'deleted';
      programId: string;
      title: string;
      serviceStart: string;
      eventId: string | null;
      occurrenceStart: string | null;
      items: ProgramItem[];
    };

export type ProgramCommand =
  | {
      type: 'CreateProgram';
      programId: string;
      title: string;
      serviceStart: string;
      eventId: string | null;
      occurrenceStart: string | null;
      items: ProgramItem[];
      templateId: string | null;
    }
  | { type: 'AddProgramItem'; programId: string; item: ProgramItem; index: number | null }
  | { type: 'ChangeProgramItem'; programId: string; itemId: string; fields: ProgramItemFields }
  | { type: 'RemoveProgramItem'; programId: string; itemId: string }
  | { type: 'MoveProgramItem'; programId: string; itemId: string; index: number }
  | { type: 'DeleteProgram'; programId: string };

const ITEM_FIELDS: ReadonlyArray<keyof ProgramItemFields> = ['kind', 'title', 'durationSeconds', 'person', 'notes', 'songId', 'key'];

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The items with `itemId` taken out and put back at `to`. */
export function moved(items: readonly ProgramItem[], from: number, to: number): ProgramItem[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

function planned(state: ProgramState) {
  if (state.status !== 'planned') throw new DomainError('NOT_FOUND');
  return state;
}

function itemIndex(items: readonly ProgramItem[], itemId: string): number {
  const index = items.findIndex((item) => item.id === itemId);
  if (index === -1) throw new DomainError('NOT_FOUND');
  return index;
}

/**
 * An order of service: its items in order. One stream per program, so two people editing it at
 * once meet on its revision — a move decided on a stale order is refused, never applied to another.
 */
export const programDecider: Decider<ProgramState, ProgramCommand, ProgramEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'ProgramCreated': {
        const { programId, title, serviceStart, eventId, occurrenceStart, items } = event.data;
        return { status: 'planned', programId, title, serviceStart, eventId, occurrenceStart, items };
      }
      case 'ProgramItemAdded':
        if (state.status === 'none') return state;
        return { ...state, items: [...state.items.slice(0, event.data.index), event.data.item, ...state.items.slice(event.data.index)] };
      case 'ProgramItemChanged':
        if (state.status === 'none') return state;
        return { ...state, items: state.items.map((item) => (item.id === event.data.itemId ? { ...item, ...event.data.changes } : item)) };
      case 'ProgramItemRemoved':
        if (state.status === 'none') return state;
        return { ...state, items: state.items.filter((item) => item.id !== event.data.itemId) };
      case 'ProgramItemMoved':
        if (state.status === 'none') return state;
        return { ...state, items: moved(state.items, event.data.from, event.data.to) };
      case 'ProgramDeleted':
        if (state.status === 'none') return state;
        return { ...state, status: 'deleted' };
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateProgram': {
        // Asking again for the same occurrence's program finds the one there is.
        if (state.status !== 'none') return [];
        if (command.items.length > WORSHIP_LIMITS.items) throw DomainError.validation([{ field: 'items', message: VALIDATION_MESSAGES.tooLong }]);
        const { programId, title, serviceStart, eventId, occurrenceStart, items, templateId } = command;
        return [{ type: 'ProgramCreated', data: { programId, title, serviceStart, eventId, occurrenceStart, items, templateId } }];
      }
      case 'AddProgramItem': {
        const program = planned(state);
        if (program.items.length >= WORSHIP_LIMITS.items) throw DomainError.validation([{ field: 'items', message: VALIDATION_MESSAGES.tooLong }]);
        const index = command.index === null ? program.items.length : Math.min(command.index, program.items.length);
        return [{ type: 'ProgramItemAdded', data: { programId: command.programId, item: command.item, index } }];
      }
      case 'ChangeProgramItem': {
        const program = planned(state);
        const item = program.items[itemIndex(program.items, command.itemId)];
        const changes: Partial<ProgramItemFields> = {};
        for (const field of ITEM_FIELDS) if (!same(item[field], command.fields[field])) Object.assign(changes, { [field]: command.fields[field] });
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'ProgramItemChanged', data: { programId: command.programId, itemId: command.itemId, changes } }];
      }
      case 'RemoveProgramItem': {
        const program = planned(state);
        itemIndex(program.items, command.itemId);
        return [{ type: 'ProgramItemRemoved', data: { programId: command.programId, itemId: command.itemId } }];
      }
      case 'MoveProgramItem': {
        const program = planned(state);
        const from = itemIndex(program.items, command.itemId);
        const to = Math.min(command.index, program.items.length - 1);
        if (from === to) return [];
        return [{ type: 'ProgramItemMoved', data: { programId: command.programId, itemId: command.itemId, from, to } }];
      }
      case 'DeleteProgram': {
        if (state.status !== 'planned') return [];
        return [{ type: 'ProgramDeleted', data: { programId: command.programId } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${(unknown as { type: string }).type}`);
      }
    }
  },
};
