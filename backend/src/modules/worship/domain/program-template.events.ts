import type { ProgramItemFields } from './program.events';

export type ProgramTemplateSaved = {
  type: 'ProgramTemplateSaved';
  data: { templateId: string; name: string; items: ProgramItemFields[]; fromProgramId: string | null };
};
export type ProgramTemplateRemoved = { type: 'ProgramTemplateRemoved'; data: { templateId: string } };

export type ProgramTemplateEvent = ProgramTemplateSaved | ProgramTemplateRemoved;

export const PROGRAM_TEMPLATE_EVENT_TYPES: ReadonlySet<string> = new Set<ProgramTemplateEvent['type']>(['ProgramTemplateSaved', 'ProgramTemplateRemoved']);

export const programTemplateStream = (templateId: string) => `program-template-${templateId}`;
