import type { AnnouncementView } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { useFormat } from '../../../shared/i18n';
import { Badge, Card, EmptyState, ErrorState, LoadingState, PageHeader, PageHeading, PageSubtitle, Stack } from '../../../shared/ui';
import { useAnnouncementBoard } from '../api/announcements.queries';
import { AnnouncementCard } from './announcement-card';
import { DeliveryCounts } from './reach-counts';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledItem = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};

  span + span::before {
    content: '·';
    margin-inline-end: ${({ theme }) => theme.space.sm};
  }
`;

function useAudienceWords() {
  const { t } = useTranslation('notifications');
  return (announcement: AnnouncementView) => {
    const to = announcement.to;
    if (to && to.kind === 'role') return t(`announce.memberRole.${to.role}`);
    if (to && to.kind !== 'everyone') return announcement.audienceLabel;
    return t(`announce.audience.${announcement.audience ?? 'everyone'}`);
  };
}

function AnnouncementItem({ announcement }: { announcement: AnnouncementView }) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const audience = useAudienceWords();
  const headingId = `announcement-${announcement.id}`;
  return (
    <li>
      <StyledItem aria-labelledby={headingId} data-testid="announcement-item">
        <h2 id={headingId}>{announcement.title}</h2>
        <StyledMeta>
          {announcement.priority === 'high' || announcement.priority === 'urgent' ? (
            <Badge $tone={announcement.priority === 'urgent' ? 'danger' : 'warning'}>{t(`priority.${announcement.priority}`)}</Badge>
          ) : null}
          <span>{t('board.to', { audience: audience(announcement) })}</span>
          <span>
            {announcement.sentBy
              ? t('board.sentBy', { name: announcement.sentBy, date: format.date(announcement.sentAt) })
              : t('board.sentOn', { date: format.date(announcement.sentAt) })}
          </span>
          <span>{t('board.until', { date: format.date(announcement.endsAt) })}</span>
        </StyledMeta>
        <p>{announcement.message}</p>
        {announcement.delivery && <DeliveryCounts delivery={announcement.delivery} />}
      </StyledItem>
    </li>
  );
}

/** `/announcements`: the church's announcements until each one's end date; those who may send them write one here and follow its delivery. */
export default function AnnouncementsPage() {
  const { t } = useTranslation('notifications');
  const canSend = useCan('announcements.send');
  const board = useAnnouncementBoard();
  return (
    <Stack $gap="lg">
      <PageHeader>
        <div>
          <PageHeading>{t('pages.announcements.title')}</PageHeading>
          <PageSubtitle>{t('board.subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      {canSend && <AnnouncementCard />}
      {board.isPending ? (
        <LoadingState label={t('board.loading')} />
      ) : board.isError ? (
        <ErrorState title={t('board.loadFailed')} onRetry={() => void board.refetch()} retrying={board.isFetching} />
      ) : board.data.items.length === 0 ? (
        <EmptyState title={t('board.empty')} />
      ) : (
        <StyledList aria-label={t('board.list')}>
          {board.data.items.map((announcement) => (
            <AnnouncementItem key={announcement.id} announcement={announcement} />
          ))}
        </StyledList>
      )}
    </Stack>
  );
}
