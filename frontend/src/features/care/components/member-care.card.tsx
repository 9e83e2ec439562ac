import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '../../../shared/i18n';
import { Badge, Card, CardTitle, EmptyState, ErrorState, LoadingState, Stack } from '../../../shared/ui';
import { useCareCommunications } from '../api/get-care-communications.query';
import { useCareRequests } from '../api/get-care-requests.query';
import { StyledCareEntry, StyledCareList, StyledCareMeta, URGENCY_TONE } from './care-list.styles';

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

/** The person's care requests that are not resolved yet. */
function OpenRequests({ memberId }: { memberId: string }) {
  const { t } = useTranslation('care');
  const format = useFormat();
  const requests = useCareRequests(memberId);
  if (requests.isPending) return <LoadingState label={t('care.table.loading')} />;
  if (requests.isError) return <ErrorState title={t('care.table.failed')} onRetry={() => void requests.refetch()} retrying={requests.isFetching} />;
  const open = requests.data.items.filter((request) => request.status !== 'resolved');
  if (open.length === 0) return <EmptyState title={t('care.profile.noOpenRequests')} />;
  return (
    <StyledCareList aria-labelledby="member-care-requests">
      {open.map((request) => (
        <StyledCareEntry key={request.id}>
          <span>
            {t(`care.types.${request.type}`)} <Badge $tone={URGENCY_TONE[request.urgency]}>{t(`care.urgencies.${request.urgency}`)}</Badge>{' '}
            <Badge>{t(`care.statuses.${request.status}`)}</Badge> {request.overdue && <Badge $tone="danger">{t('care.table.overdue')}</Badge>}
          </span>
          <StyledCareMeta>
            {request.assigneeName ? t('care.profile.assignedTo', { name: request.assigneeName }) : t('care.fields.unassigned')}
            {request.followUpOn && ` · ${t('care.profile.followUp', { date: format.date(`${request.followUpOn}T12:00:00Z`) })}`}
          </StyledCareMeta>
        </StyledCareEntry>
      ))}
    </StyledCareList>
  );
}

/** The person's communications log, newest first. */
function Communications({ memberId }: { memberId: string }) {
  const { t } = useTranslation('care');
  const format = useFormat();
  const log = useCareCommunications(memberId);
  if (log.isPending) return <LoadingState label={t('care.log.loading')} />;
  if (log.isError) return <ErrorState title={t('care.log.failed')} onRetry={() => void log.refetch()} retrying={log.isFetching} />;
  if (log.data.items.length === 0) return <EmptyState title={t('care.log.empty')} />;
  return (
    <StyledCareList aria-labelledby="member-care-log">
      {log.data.items.map((entry) => (
        <StyledCareEntry key={entry.id}>
          <span>
            <Badge>{t(`care.kinds.${entry.kind}`)}</Badge> {entry.summary}
          </span>
          <StyledCareMeta>{t('care.log.byline', { name: entry.byName, date: format.dateTime(entry.occurredAt) })}</StyledCareMeta>
        </StyledCareEntry>
      ))}
    </StyledCareList>
  );
}

/**
 * Pastoral care on a person's profile: their open care requests and their communications log, each
 * loaded on its own (lazily, with the care words). The app shows it only to care.read, as the server
 * refuses everyone else both lists.
 */
export default function MemberCareCard({ memberId }: { memberId: string }) {
  const { t } = useTranslation('care');
  return (
    <Card aria-labelledby="member-care-title">
      <Stack $gap="md">
        <CardTitle id="member-care-title">{t('care.profile.title')}</CardTitle>
        <StyledHeading id="member-care-requests">{t('care.profile.openRequests')}</StyledHeading>
        <OpenRequests memberId={memberId} />
        <StyledHeading id="member-care-log">{t('care.log.listTitle')}</StyledHeading>
        <Communications memberId={memberId} />
      </Stack>
    </Card>
  );
}
