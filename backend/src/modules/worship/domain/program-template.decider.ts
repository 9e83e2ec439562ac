import type { Decider } from '../../../platform/commands/decider.type';
import type { ProgramItemFields } from './program.events';
import type { ProgramTemplateEvent } from './program-template.events';

export type ProgramTemplateState = { status: 'none' } | { status: 'saved' | 'removed'; templateId: string; name: string; items: ProgramItemFields[] };

export type ProgramTemplateCommand =
  | { type: 'SaveProgramTemplate'; templateId: string; name: string; items: ProgramItemFields[]; fromProgramId: string | null }
  | { type: 'RemoveProgramTemplate'; templateId: string };

/** A template: the usual shape of a service, its items without times, applied to start a new program. */
export const programTemplateDecider: Decider<ProgramTemplateState, ProgramTemplateCommand, ProgramTemplateEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'ProgramTemplateSaved':
        return { status: 'saved', templateId: event.data.templateId, name: event.data.name, items: event.data.items };
      case 'ProgramTemplateRemoved':
        return state.status === 'none' ? state : { ...state, status: 'removed' };
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SaveProgramTemplate':
        if (state.status !== 'none') return [];
        return [
          {
            type: 'ProgramTemplateSaved',
            data: { templateId: command.templateId, name: command.name, items: command.items, fromProgramId: command.fromProgramId },
          },
        ];
      case 'RemoveProgramTemplate':
        if (state.status !== 'saved') return [];
        return [{ type: 'ProgramTemplateRemoved', data: { templateId: command.templateId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${(unknown as { type: string }).type}`);
      }
    }
  },
};
