import {
  REALTIME_ROOMS,
  SECURITY_EVENT_TYPES,
  SECURITY_EVENTS_PAGE_SIZE,
  VALIDATION_MESSAGES,
  type SecurityAccountView,
  type SecurityEventPage,
  type SecurityEventType,
  type SecurityEventView,
} from '@koinonia/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { validationMessage, useFormat } from '../../../shared/i18n';
import { useRealtimeRoom } from '../../../shared/realtime';
import { useListAddress } from '../../../shared/routing';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  DataTable,
  Email,
  FilterBar,
  ListBody,
  Pagination,
  ResultsBar,
  SelectField,
  TextField,
  type DataTableColumn,
} from '../../../shared/ui';
import { useSecurityEvents } from '../api/get-security-events.query';
import { securityKeys, type SecurityEventFilters } from '../api/security-query-keys.constant';
import { LiveStatusBadge } from './live-status';
import { attemptedEmail, detailLines, displayIp, eventLabel, eventTone, subjectOf } from './security-labels.util';
import { StyledMono, StyledMuted, StyledNowrap, StyledPerson } from './security-text.styles';

/** How long a row that arrived live keeps its highlight. */
export const FRESH_MS = 4000;

const StyledCard = styled(Card)`
  padding: 0;
  overflow: hidden;
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: 0;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg} 0;

  h2 {
    margin: 0;
  }
`;

const StyledFilters = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledDetails = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` of the date input as the instant its day starts here, `days` later. */
function localDayStart(value: string, days = 0): string | undefined {
  if (!DATE.test(value)) return undefined;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(year, month - 1, day + days);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** Filters live in the address (`?type=&user=&from=&to=&page=`), so a view can be shared. */
function useFeedParams() {
  const { searchParams, update } = useListAddress<'type' | 'user' | 'from' | 'to'>();
  const type = searchParams.get('type') ?? '';
  const params = {
    type: (SECURITY_EVENT_TYPES as readonly string[]).includes(type) ? (type as SecurityEventType) : ('' as const),
    user: searchParams.get('user') ?? '',
    from: DATE.test(searchParams.get('from') ?? '') ? searchParams.get('from')! : '',
    to: DATE.test(searchParams.get('to') ?? '') ? searchParams.get('to')! : '',
    page: Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1),
  };
  return { params, update };
}

function matches(entry: SecurityEventView, filters: SecurityEventFilters): boolean {
  if (filters.type && entry.type !== filters.type) return false;
  if (filters.userId && entry.userId !== filters.userId) return false;
  if (filters.from && entry.occurredAt < filters.from) return false;
  if (filters.to && entry.occurredAt >= filters.to) return false;
  return true;
}

/** "Tried someone@example.org" for a sign-in with an email no account has, the address breaking only at its @ and dots. */
function AttemptedEmail({ email }: { email: string }) {
  const { t } = useTranslation('security');
  const [before, after = ''] = t('details.attemptedEmail', { email }).split(email);
  return (
    <span>
      {before}
      <Email address={email} />
      {after}
    </span>
  );
}

/**
 * The security log: filters, pages, and new entries arriving live over the `security-feed` room.
 * On the first page a new entry slides in at the top with a brief highlight and is announced to
 * screen readers; on later pages a button offers the newest instead of moving the rows read.
 */
export function SecurityFeed({ accounts, onEntry }: { accounts: SecurityAccountView[] | undefined; onEntry: (entry: SecurityEventView) => void }) {
  const { t } = useTranslation(['security', 'common']);
  const format = useFormat();
  const queryClient = useQueryClient();
  const { params, update } = useFeedParams();
  const from = localDayStart(params.from);
  const to = localDayStart(params.to, 1);
  const dateError = from && to && from >= to ? validationMessage(t, VALIDATION_MESSAGES.dateOrder) : undefined;
  const filters: SecurityEventFilters = {
    type: params.type || undefined,
    userId: params.user || undefined,
    from,
    to,
    page: params.page,
    pageSize: SECURITY_EVENTS_PAGE_SIZE.default,
  };
  const events = useSecurityEvents(filters, !dateError);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [newer, setNewer] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const timers = useRef<Set<ReturnType<typeof setTimeout>>>(new Set());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  useEffect(() => setNewer(0), [params.type, params.user, params.from, params.to, params.page]);

  const highlight = (seq: number) => {
    setFresh((current) => new Set(current).add(seq));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFresh((current) => {
        const next = new Set(current);
        next.delete(seq);
        return next;
      });
    }, FRESH_MS);
    timers.current.add(timer);
  };

  const live = useRealtimeRoom(
    REALTIME_ROOMS.securityFeed,
    {
      'security:entry': (entry) => {
        onEntry(entry);
        if (dateError || !matches(entry, filters)) return;
        setAnnouncement(t('feed.announce', { event: eventLabel(t, entry.type), who: subjectOf(t, entry) }));
        if (params.page !== 1) {
          setNewer((n) => n + 1);
          return;
        }
        queryClient.setQueryData<SecurityEventPage>(securityKeys.eventList(filters), (page) => {
          if (!page || page.items.some((e) => e.seq === entry.seq)) return page;
          const items = [entry, ...page.items].sort((a, b) => b.seq - a.seq).slice(0, page.pageSize);
          return { ...page, items, total: page.total + 1 };
        });
        highlight(entry.seq);
      },
    },
    // Back after a lost connection: fetch what arrived meanwhile.
    { onResync: () => void queryClient.invalidateQueries({ queryKey: securityKeys.all }) },
  );

  const filtered = Boolean(params.type || params.user || params.from || params.to);
  const total = events.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / SECURITY_EVENTS_PAGE_SIZE.default));
  const accountOptions = (accounts ?? []).map((a) => ({ value: a.id, label: `${a.displayName} (${a.email})` }));
  if (params.user && !accountOptions.some((o) => o.value === params.user)) accountOptions.push({ value: params.user, label: params.user });

  const clearFilters = () => update({ type: '', user: '', from: '', to: '' });
  const columns: Array<DataTableColumn<SecurityEventView>> = [
    {
      id: 'time',
      header: t('feed.columns.time'),
      // The day above the time: the log's other columns need the width more.
      cell: (entry) => (
        <time dateTime={entry.occurredAt}>
          <StyledNowrap>{format.date(entry.occurredAt)}</StyledNowrap> <StyledNowrap>{format.time(entry.occurredAt, { seconds: true })}</StyledNowrap>
        </time>
      ),
    },
    { id: 'event', header: t('feed.columns.event'), cell: (entry) => <Badge $tone={eventTone(entry.type)}>{eventLabel(t, entry.type)}</Badge> },
    {
      id: 'user',
      header: t('feed.columns.user'),
      cell: (entry) =>
        entry.userName ? (
          <StyledPerson>
            {entry.userName}
            <br />
            <StyledMuted>
              <Email address={entry.userEmail ?? ''} />
            </StyledMuted>
          </StyledPerson>
        ) : attemptedEmail(entry) ? (
          <AttemptedEmail email={attemptedEmail(entry)!} />
        ) : (
          <StyledMuted>{subjectOf(t, entry)}</StyledMuted>
        ),
    },
    {
      id: 'actor',
      header: t('feed.columns.actor'),
      cell: (entry) =>
        entry.actorId !== null && entry.actorId === entry.userId ? (
          <StyledMuted>
            <StyledNowrap>{t('feed.self')}</StyledNowrap>
          </StyledMuted>
        ) : (
          (entry.actorName ?? <StyledMuted>{t('feed.nobody')}</StyledMuted>)
        ),
    },
    {
      id: 'ip',
      header: t('feed.columns.ip'),
      cell: (entry) => (entry.ip ? <StyledMono>{displayIp(entry.ip)}</StyledMono> : <StyledMuted>{t('feed.nobody')}</StyledMuted>),
    },
    {
      id: 'details',
      header: t('feed.columns.details'),
      cell: (entry) => {
        const lines = detailLines(t, entry, format);
        return lines.length ? (
          <StyledDetails>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </StyledDetails>
        ) : (
          <StyledMuted>{t('feed.nobody')}</StyledMuted>
        );
      },
    },
  ];

  return (
    <StyledCard aria-labelledby="security-feed-title">
      <StyledHeader>
        <CardTitle id="security-feed-title">{t('feed.title')}</CardTitle>
        <LiveStatusBadge live={live} />
      </StyledHeader>
      <StyledFilters>
        <FilterBar label={t('feed.filtersLabel')} reset={{ label: t('feed.clearFilters'), onReset: clearFilters, disabled: !filtered }}>
          <SelectField
            label={t('feed.type')}
            name="type"
            value={params.type}
            options={[{ value: '', label: t('feed.allTypes') }, ...SECURITY_EVENT_TYPES.map((type) => ({ value: type, label: eventLabel(t, type) }))]}
            onChange={(e) => update({ type: e.target.value })}
          />
          <SelectField
            label={t('feed.user')}
            name="user"
            value={params.user}
            options={[{ value: '', label: t('feed.allAccounts') }, ...accountOptions]}
            onChange={(e) => update({ user: e.target.value })}
          />
          <TextField
            label={t('feed.from')}
            type="date"
            name="from"
            value={params.from}
            max={params.to || undefined}
            onChange={(e) => update({ from: e.target.value })}
          />
          <TextField
            label={t('feed.to')}
            type="date"
            name="to"
            value={params.to}
            min={params.from || undefined}
            error={dateError}
            onChange={(e) => update({ to: e.target.value })}
          />
        </FilterBar>
      </StyledFilters>
      <ResultsBar
        busy={events.isFetching && !events.isPending}
        announcement={announcement}
        actions={
          newer > 0 && (
            <Button variant="secondary" size="sm" onClick={() => update({ page: '1' })}>
              {t('feed.newer', { count: newer })}
            </Button>
          )
        }
      >
        {events.data && !dateError ? t('feed.total', { count: total }) : t('feed.caption')}
      </ResultsBar>
      {!dateError && (
        <ListBody
          query={events}
          words={{
            loading: t('feed.loading'),
            failed: t('feed.loadFailed'),
            empty: t('feed.empty'),
            emptyHint: t('feed.emptyHint'),
            noMatch: t('feed.emptyFiltered'),
            noMatchHint: t('feed.emptyFilteredHint'),
            clearFilters: t('feed.clearFilters'),
          }}
          isEmpty={(page) => page.items.length === 0}
          filtered={filtered}
          onClearFilters={clearFilters}
          footer={<Pagination page={params.page} pageCount={pages} onPageChange={(page) => update({ page: String(page) })} />}
        >
          {(page) => (
            <DataTable
              caption={t('feed.caption')}
              captionHidden
              density="compact"
              columns={columns}
              rows={page.items}
              rowKey={(entry) => entry.seq}
              isFresh={(entry) => fresh.has(entry.seq)}
            />
          )}
        </ListBody>
      )}
    </StyledCard>
  );
}
