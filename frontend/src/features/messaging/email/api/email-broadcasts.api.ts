import type {
  BroadcastAudience,
  CommandResult,
  EmailAudiencePreview,
  EmailBroadcastRecipientPage,
  EmailBroadcastView,
  EmailRecipientStatus,
  EventOccurrenceView,
  GroupPage,
  MinistryView,
} from '@koinonia/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../../shared/api';

/** Query keys of email broadcasts: sending one invalidates `all`. */
export const emailBroadcastKeys = {
  all: ['email-broadcasts'] as const,
  list: () => [...emailBroadcastKeys.all, 'list'] as const,
  recipients: (id: string, status: string, page: number) => [...emailBroadcastKeys.all, 'recipients', id, status, page] as const,
  preview: (audience: BroadcastAudience) => [...emailBroadcastKeys.all, 'preview', audience] as const,
  choices: () => [...emailBroadcastKeys.all, 'choices'] as const,
};

/** While a broadcast sends, its progress is asked for again this often. */
const PROGRESS_REFRESH_MS = 2_000;

/** `GET /api/email/broadcasts`: newest first, refreshed while any is sending or waiting for its time. */
export const useEmailBroadcasts = () =>
  useQuery({
    queryKey: emailBroadcastKeys.list(),
    queryFn: ({ signal }) => apiFetch<EmailBroadcastView[]>('/api/email/broadcasts', { signal }),
    refetchInterval: (query) => (query.state.data?.some((b) => b.status !== 'sent') ? PROGRESS_REFRESH_MS : false),
  });

/** `GET /api/email/broadcasts/:id/recipients?status=&page=`: who it went to and how. */
export const useBroadcastRecipients = (id: string, status: EmailRecipientStatus | '', page: number, sending: boolean) =>
  useQuery({
    queryKey: emailBroadcastKeys.recipients(id, status, page),
    queryFn: ({ signal }) =>
      apiFetch<EmailBroadcastRecipientPage>(`/api/email/broadcasts/${encodeURIComponent(id)}/recipients`, {
        query: status ? { status, page, pageSize: 10 } : { page, pageSize: 10 },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: sending ? PROGRESS_REFRESH_MS : false,
  });

/** `POST /api/email/broadcasts/preview`: how many the audience reaches; asked again as the audience changes. */
export const useAudiencePreview = (audience: BroadcastAudience | null) =>
  useQuery({
    queryKey: emailBroadcastKeys.preview(audience ?? { kind: 'everyone' }),
    enabled: audience !== null,
    queryFn: ({ signal }) => apiFetch<EmailAudiencePreview>('/api/email/broadcasts/preview', { method: 'POST', body: { audience }, signal }),
    placeholderData: keepPreviousData,
    meta: SHOWS_OWN_ERRORS,
  });

/** What an audience may name: the ministries, the groups and the coming events (next 90 days). */
export const useAudienceChoices = () =>
  useQuery({
    queryKey: emailBroadcastKeys.choices(),
    queryFn: async ({ signal }) => {
      const from = new Date();
      const to = new Date(from.getTime() + 90 * 86_400_000);
      const [ministries, groups, occurrences] = await Promise.all([
        apiFetch<MinistryView[]>('/api/ministries', { signal }),
        apiFetch<GroupPage>('/api/groups', { query: { pageSize: 100 }, signal }),
        apiFetch<EventOccurrenceView[]>('/api/events', { query: { from: from.toISOString(), to: to.toISOString() }, signal }),
      ]);
      const events = [...new Map(occurrences.map((o) => [o.eventId, { id: o.eventId, title: o.title }])).values()];
      return { ministries, groups: groups.items.map((g) => ({ id: g.id, name: g.name })), events };
    },
  });

export interface SendEmailBroadcast {
  audience: BroadcastAudience;
  subject: string;
  text: string;
  sendAt?: string;
}

/** `POST /api/email/broadcasts`: the form shows its own refusal. */
export function useSendEmailBroadcast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendEmailBroadcast) => apiFetch<CommandResult>('/api/email/broadcasts', { method: 'POST', body }),
    meta: SHOWS_OWN_ERRORS,
    onSettled: () => client.invalidateQueries({ queryKey: emailBroadcastKeys.all }),
  });
}
