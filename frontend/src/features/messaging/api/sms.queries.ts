import type { MemberPage, SmsAudienceDto, SmsAudienceOptions, SmsAudiencePreview, SmsOutboxView, SmsSendDetail, SmsSendView } from '@koinonia/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { smsKeys } from './sms-keys.constant';

/** A send still going (or waiting) is read again every few seconds: its progress. */
const PROGRESS_MS = 2_000;

/** `GET /api/sms/audience-options`: ministries, groups and events to address. */
export const useSmsAudienceOptions = () =>
  useQuery({ queryKey: smsKeys.options(), queryFn: ({ signal }) => apiFetch<SmsAudienceOptions>('/api/sms/audience-options', { signal }) });

/** `POST /api/sms/audience-preview`: how many will receive it; only asked for a complete audience. */
export const useSmsAudiencePreview = (audience: SmsAudienceDto | null) =>
  useQuery({
    queryKey: smsKeys.preview(audience),
    enabled: audience !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => apiFetch<SmsAudiencePreview>('/api/sms/audience-preview', { method: 'POST', body: { audience }, signal }),
  });

/** `GET /api/sms/sends`: newest first, refreshed while any is under way. */
export const useSmsSends = () =>
  useQuery({
    queryKey: smsKeys.sends(),
    queryFn: ({ signal }) => apiFetch<SmsSendView[]>('/api/sms/sends', { signal }),
    refetchInterval: (query) => (query.state.data?.some((send) => send.status === 'sending' || send.status === 'scheduled') ? PROGRESS_MS : false),
  });

/** `GET /api/sms/sends/:id`: each recipient's status. */
export const useSmsSend = (id: string) =>
  useQuery({
    queryKey: smsKeys.send(id),
    queryFn: ({ signal }) => apiFetch<SmsSendDetail>(`/api/sms/sends/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? PROGRESS_MS : false),
  });

/** `GET /api/sms/outbox`: administrators only. */
export const useSmsOutbox = (enabled: boolean) =>
  useQuery({ queryKey: smsKeys.outbox(), enabled, queryFn: ({ signal }) => apiFetch<SmsOutboxView>('/api/sms/outbox', { signal }) });

/** `GET /api/members?search=`: people to pick by hand. */
export const useSmsPeopleSearch = (search: string) =>
  useQuery({
    queryKey: smsKeys.people(search),
    enabled: search.trim().length >= 2,
    queryFn: ({ signal }) => apiFetch<MemberPage>('/api/members', { query: { search, pageSize: 10 }, signal }),
  });
