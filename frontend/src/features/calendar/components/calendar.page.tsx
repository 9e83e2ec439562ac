import { EVENT_CATEGORIES, type EventOccurrenceView } from '@koinonia/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { useDocumentTitle } from '../../../shared/hooks';
import { localeOf } from '../../../shared/i18n';
import {
  Button,
  ButtonLink,
  Card,
  ErrorState,
  FilterBar,
  IconButton,
  PageActions,
  PageHeader,
  PageHeading,
  PageSubtitle,
  SelectField,
  Tabs,
} from '../../../shared/ui';
import { calendarKeys } from '../api/calendar-query-keys.constant';
import { useOccurrences } from '../api/get-occurrences.query';
import { useEventCategories } from '../api/get-event-categories.query';
import { useRooms } from '../api/get-rooms.query';
import { AgendaView } from './agenda-view';
import {
  CALENDAR_VIEWS,
  dayIn,
  monthWeeks,
  segmentsByDay,
  stepDate,
  todayIn,
  weekDays,
  weekLocaleOf,
  weekStartOf,
  windowOf,
  type CalendarView,
  type IsoDate,
} from './calendar-layout.util';
import { CalendarSkeleton } from './calendar-skeleton';
import { LiveBadge } from './live-badge';
import { MonthView } from './month-view';
import { TimeGridView } from './time-grid-view';
import { useCalendarAddress } from './use-calendar-address.hook';
import { useCalendarFormat } from './use-calendar-format.hook';
import { useLiveCalendar } from './use-live-calendar.hook';

/** The hour a new event from a day of the month grid starts at. */
const NEW_EVENT_HOUR = '10:00';
const PERIOD_HEADING = 'calendar-period';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledPeriod = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  margin-inline-start: ${({ theme }) => theme.space.sm};
`;

const StyledNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textSubtle};
`;

const StyledFilters = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
`;

/** The church's zone: the events say it; before any has arrived, the last the calendar heard, else the device's. */
function churchZone(queryClient: QueryClient, occurrences: EventOccurrenceView[] | undefined): string {
  if (occurrences?.length) return occurrences[0].timeZone;
  for (const [, data] of queryClient.getQueriesData<EventOccurrenceView[]>({ queryKey: [...calendarKeys.all, 'occurrences'] })) {
    if (data?.length) return data[0].timeZone;
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const humanise = (slug: string) => slug.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase());

/** `/calendar`: the church's events by month, week, day or as an agenda, live as they change. */
export default function CalendarPage() {
  const { t, i18n } = useTranslation(['calendar', 'shell']);
  useDocumentTitle(t('shell:pages.calendar.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = useCan('events.write');
  const canReadRooms = useCan('events.staff.read');
  const weekStart = useMemo(
    () => weekStartOf(weekLocaleOf(localeOf(i18n.language), typeof navigator === 'undefined' ? [] : navigator.languages)),
    [i18n.language],
  );

  const cached = churchZone(queryClient, undefined);
  const { address, go } = useCalendarAddress(todayIn(cached));
  const { view, date } = address;
  const window = windowOf(view, date, weekStart);
  const occurrences = useOccurrences({ ...window, category: address.category || undefined });
  const rooms = useRooms(canReadRooms);
  const live = useLiveCalendar();

  const zone = churchZone(queryClient, occurrences.data);
  const today = todayIn(zone);
  const format = useCalendarFormat(zone);
  const visible = useMemo(() => (occurrences.data ?? []).filter((o) => !address.room || o.room?.id === address.room), [occurrences.data, address.room]);
  const segments = useMemo(() => segmentsByDay(visible, zone), [visible, zone]);

  const categoryList = useEventCategories();
  // A built-in category in the reader's language, the church's own as the church named it.
  const categoryLabel = (category: string) =>
    (EVENT_CATEGORIES as readonly string[]).includes(category)
      ? t(`categories.${category}`)
      : (categoryList.data?.find((c) => c.slug === category)?.label ?? humanise(category));
  const categories = [
    ...new Set<string>([
      ...EVENT_CATEGORIES,
      ...(categoryList.data ?? []).map((c) => c.slug),
      ...(occurrences.data ?? []).map((o) => o.category),
      ...(address.category ? [address.category] : []),
    ]),
  ];
  const roomNames = new Map<string, string>([
    ...(rooms.data ?? []).map((room) => [room.id, room.name] as const),
    ...(occurrences.data ?? []).flatMap((o) => (o.room ? [[o.room.id, o.room.name] as const] : [])),
  ]);
  if (address.room && !roomNames.has(address.room)) roomNames.set(address.room, t('filters.selectedRoom'));

  const dayPath = (day: IsoDate) => {
    const params = new URLSearchParams({ view: 'day', date: day });
    if (address.category) params.set('category', address.category);
    if (address.room) params.set('room', address.room);
    return `/calendar?${params.toString()}`;
  };
  const newEventPath = (day: IsoDate, time: string) => `/events?new=1&start=${day}T${time}`;
  const create = canWrite ? (day: IsoDate, time = NEW_EVENT_HOUR) => void navigate(newEventPath(day, time)) : undefined;

  const week = weekDays(date, weekStart);
  const period = view === 'week' ? format.range(week[0], week[6]) : view === 'day' ? format.longDay(date) : format.month(date);
  const filtered = Boolean(address.category || address.room);
  const clearFilters = () => go({ category: '', room: '' }, { replace: true });

  const body = () => {
    if (occurrences.isPending) return <CalendarSkeleton view={view} />;
    if (occurrences.isError && !occurrences.data)
      return <ErrorState title={t('loadFailed')} onRetry={() => void occurrences.refetch()} retrying={occurrences.isFetching} />;
    const empty = visible.length === 0 && (
      <StyledNotice role="status">
        <span>{filtered ? t('empty.filtered') : t(`empty.${view}`)}</span>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={clearFilters}>
            {t('filters.clear')}
          </Button>
        )}
        {!filtered && canWrite && view !== 'agenda' && <span>{t('empty.staffHint')}</span>}
      </StyledNotice>
    );
    if (view === 'month') {
      return (
        <>
          {empty}
          <MonthView
            weeks={monthWeeks(date, weekStart)}
            month={date.slice(0, 7)}
            focused={date}
            today={today}
            segments={segments}
            format={format}
            labelledBy={PERIOD_HEADING}
            dayPath={dayPath}
            onFocusDay={(day) => go({ date: day }, { replace: true })}
            onOpenDay={(day) => go({ view: 'day', date: day })}
            onCreate={create}
          />
        </>
      );
    }
    if (view === 'agenda') {
      const first = dayIn(date, 'UTC').startOf('month');
      const days = Array.from({ length: first.daysInMonth ?? 31 }, (_, i) => first.plus({ days: i }).toISODate()!);
      return (
        <>
          {empty}
          <AgendaView days={days} today={today} segments={segments} format={format} categoryLabel={categoryLabel} />
        </>
      );
    }
    return (
      <>
        {empty}
        <TimeGridView days={view === 'week' ? week : [date]} today={today} segments={segments} format={format} dayPath={dayPath} onCreate={create} />
      </>
    );
  };

  const step = (direction: -1 | 1) => go({ date: stepDate(view, date, direction) });

  return (
    <>
      <PageHeader>
        <div>
          <PageHeading>{t('shell:pages.calendar.title')}</PageHeading>
          <PageSubtitle>{t('subtitle')}</PageSubtitle>
        </div>
        {canWrite && (
          <PageActions>
            <ButtonLink variant="primary" to={newEventPath(date, NEW_EVENT_HOUR)}>
              {t('newEvent')}
            </ButtonLink>
          </PageActions>
        )}
      </PageHeader>
      <StyledFilters as="div">
        <FilterBar label={t('filters.label')} reset={filtered ? { label: t('filters.clear'), onReset: clearFilters } : undefined}>
          <SelectField
            label={t('filters.category')}
            name="category"
            value={address.category}
            options={[{ value: '', label: t('filters.all') }, ...categories.map((category) => ({ value: category, label: categoryLabel(category) }))]}
            onChange={(event) => go({ category: event.target.value }, { replace: true })}
          />
          <SelectField
            label={t('filters.room')}
            name="room"
            value={address.room}
            options={[
              { value: '', label: t('filters.all') },
              ...[...roomNames].sort((a, b) => a[1].localeCompare(b[1])).map(([id, name]) => ({ value: id, label: name })),
            ]}
            onChange={(event) => go({ room: event.target.value }, { replace: true })}
          />
        </FilterBar>
      </StyledFilters>
      <Tabs<CalendarView>
        idPrefix="calendar-view"
        label={t('views.label')}
        tabs={CALENDAR_VIEWS.map((id) => ({ id, label: t(`views.${id}`) }))}
        selected={view}
        onSelect={(next) => go({ view: next })}
        panel={
          <>
            <StyledToolbar>
              <Button variant="secondary" size="sm" onClick={() => go({ date: today })}>
                {t('nav.today')}
              </Button>
              <IconButton type="button" aria-label={t(`nav.previous.${view}`)} onClick={() => step(-1)}>
                <span className="flip-in-rtl" aria-hidden="true">
                  ‹
                </span>
              </IconButton>
              <IconButton type="button" aria-label={t(`nav.next.${view}`)} onClick={() => step(1)}>
                <span className="flip-in-rtl" aria-hidden="true">
                  ›
                </span>
              </IconButton>
              <StyledPeriod id={PERIOD_HEADING} aria-live="polite">
                {period}
              </StyledPeriod>
              <LiveBadge live={live} />
            </StyledToolbar>
            {body()}
          </>
        }
      />
    </>
  );
}
