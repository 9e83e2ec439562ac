import type { ProgramTemplateView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { worshipKeys } from './worship-query-keys.constant';

/** `GET /api/program-templates`. */
export const useTemplates = () =>
  useQuery({ queryKey: worshipKeys.templates(), queryFn: ({ signal }) => apiFetch<ProgramTemplateView[]>('/api/program-templates', { signal }) });
