import type { CommandResult, SaveProgramTemplateDto } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { useWorshipCommand } from './use-worship-command.hook';

/** `POST /api/program-templates`: a program's items as a template. */
export const useSaveTemplate = () =>
  useWorshipCommand((body: SaveProgramTemplateDto) => apiFetch<CommandResult>('/api/program-templates', { method: 'POST', body }));
