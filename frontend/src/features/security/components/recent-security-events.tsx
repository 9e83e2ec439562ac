import { REALTIME_ROOMS, type SecurityEventPage } from '@koinonia/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '../../../shared/i18n';
import { useRealtimeRoom } from '../../../shared/realtime';
import { paths } from '../../../shared/routing';
import { Badge, ButtonLink, Card, CardTitle, ListBody } from '../../../shared/ui';
import { useSecurityEvents } from '../api/get-security-events.query';
import { securityKeys } from '../api/security-query-keys.constant';
import { LiveStatusBadge } from './live-status';
import { eventLabel, eventTone, formatTime, subjectOf } from './security-labels.util';

const RECENT = { page: 1, pageSize: 5 } as const;

const StyledHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const StyledMeta = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A dashboard card: the five newest security events, kept live, and the way to the security center. */
export function RecentSecurityEvents() {
  const { t } = useTranslation(['security', 'common']);
  const format = useFormat();
  const queryClient = useQueryClient();
  const events = useSecurityEvents(RECENT);
  const live = useRealtimeRoom(
    REALTIME_ROOMS.securityFeed,
    {
      'security:entry': (entry) =>
        queryClient.setQueryData<SecurityEventPage>(securityKeys.eventList(RECENT), (page) =>
          page && !page.items.some((e) => e.seq === entry.seq)
            ? { ...page, items: [entry, ...page.items].slice(0, RECENT.pageSize), total: page.total + 1 }
            : page,
        ),
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: securityKeys.eventList(RECENT) }) },
  );

  return (
    <Card aria-labelledby="recent-security-events-title">
      <StyledHeader>
        <CardTitle id="recent-security-events-title">{t('recent.title')}</CardTitle>
        <LiveStatusBadge live={live} />
      </StyledHeader>
      <ListBody
        query={events}
        words={{ loading: t('feed.loading'), failed: t('feed.loadFailed'), empty: t('feed.empty'), emptyHint: t('feed.emptyHint') }}
        isEmpty={(page) => page.items.length === 0}
      >
        {(page) => (
          <StyledList aria-live="polite">
            {page.items.map((entry) => (
              <StyledItem key={entry.seq}>
                <Badge $tone={eventTone(entry.type)}>{eventLabel(t, entry.type)}</Badge>
                <span>{subjectOf(t, entry)}</span>
                <StyledMeta>
                  <time dateTime={entry.occurredAt}>{formatTime(entry.occurredAt, format)}</time>
                </StyledMeta>
              </StyledItem>
            ))}
          </StyledList>
        )}
      </ListBody>
      <ButtonLink to={paths.securityCenter} size="sm">
        {t('recent.open')}
      </ButtonLink>
    </Card>
  );
}
