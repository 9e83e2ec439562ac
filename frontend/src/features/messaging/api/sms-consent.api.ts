import type { CommandResult, SmsConsentDto, SmsConsentView } from '@koinonia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { smsKeys } from './sms-keys.constant';

/** How long after the person's own change their consent is read again, while the server records it. */
const FOLLOW_MS = 1_000;

/**
 * `GET /api/sms/consents/:memberId` for staff, `GET /api/sms/consents/me` for the person themself.
 * `following` reads it again every second (the person's preference becomes consent a moment later).
 */
export const useSmsConsent = (memberId: string, isSelf: boolean, following = false) =>
  useQuery({
    queryKey: smsKeys.consent(isSelf ? 'me' : memberId),
    queryFn: ({ signal }) => apiFetch<SmsConsentView>(`/api/sms/consents/${isSelf ? 'me' : encodeURIComponent(memberId)}`, { signal }),
    refetchInterval: following ? FOLLOW_MS : false,
  });

/** `PUT /api/sms/consents/:memberId`: staff record consent given or withdrawn, with its source. */
export const useRecordSmsConsent = (memberId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SmsConsentDto) => apiFetch<CommandResult>(`/api/sms/consents/${encodeURIComponent(memberId)}`, { method: 'PUT', body }),
    meta: SHOWS_OWN_ERRORS,
    onSettled: () => client.invalidateQueries({ queryKey: smsKeys.all }),
  });
};
