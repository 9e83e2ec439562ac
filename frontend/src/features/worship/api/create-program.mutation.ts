import type { CommandResult, CreateProgramDto } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { useWorshipCommand } from './use-worship-command.hook';

/** `POST /api/programs`: plan a service (one program per occurrence), empty or from a template. */
export const createProgram = (body: CreateProgramDto) => apiFetch<CommandResult>('/api/programs', { method: 'POST', body });
export const useCreateProgram = () => useWorshipCommand(createProgram);
