import type { EventCategoryView, EventOccurrenceView } from '@koinonia/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { useDebouncedValue, useDocumentTitle } from '../../../shared/hooks';
import { useListAddress } from '../../../shared/routing';
import { Badge, Button, FilterBar, ListPage, ResultsBar, SelectField, StackList, TextField } from '../../../shared/ui';
import { categoryChoices, categoryLabel, useEventCategories } from '../api/event-categories.api';
import { useOccurrences } from '../api/get-occurrences.query';
import { useLiveEvents } from './use-live-events.hook';
import { eventPath } from '../events-paths.constant';
import { NewEventDialog } from './event-dialogs';
import { formatOccurrence, formatWall, wallTimeIn } from './event-time.util';

export const SEARCH_DEBOUNCE_MS = 250;
const DAY = 86_400_000;
/** How far the list looks at first, and how much further each "Show more" goes (the API expands at most about a year). */
const WEEKS_STEP = 8;
const WEEKS_MAX = 52;

type When = 'upcoming' | 'past';

const StyledSwitch = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledSwitchLabel = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledSegments = styled.div`
  display: inline-flex;
  min-height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`;

const StyledSegment = styled.button`
  flex: 1;
  border: 0;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  padding: 0 ${({ theme }) => theme.space.md};
  cursor: pointer;

  & + & {
    border-inline-start: 1px solid ${({ theme }) => theme.color.borderStrong};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
`;

const StyledDay = styled.section`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledDayHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.textSubtle};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const StyledRow = styled.li`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};

  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

const StyledTitle = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};

  /* The whole row opens the event; the link stays the one thing in the Tab order. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const StyledMeta = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const StyledBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

/** Filters live in the address (`?q=&category=&when=past`), and `?new=1&start=` opens New event (the calendar links a clicked day or time there). */
function useEventListParams() {
  const { searchParams, update } = useListAddress<'q' | 'category' | 'when' | 'new' | 'start'>();
  return {
    params: {
      search: searchParams.get('q') ?? '',
      category: searchParams.get('category') ?? '',
      when: (searchParams.get('when') === 'past' ? 'past' : 'upcoming') as When,
      creating: searchParams.get('new') === '1',
      start: searchParams.get('start'),
    },
    update,
  };
}

/** The occurrences under their days (in the church's zone), in the order given. */
function byDay(occurrences: EventOccurrenceView[]): Array<{ day: string; items: EventOccurrenceView[] }> {
  const days: Array<{ day: string; items: EventOccurrenceView[] }> = [];
  for (const occurrence of occurrences) {
    const day = wallTimeIn(occurrence.startsAt, occurrence.timeZone).slice(0, 10);
    const last = days[days.length - 1];
    if (last?.day === day) last.items.push(occurrence);
    else days.push({ day, items: [occurrence] });
  }
  return days;
}

function OccurrenceRow({ occurrence, categories }: { occurrence: EventOccurrenceView; categories: EventCategoryView[] | undefined }) {
  const { t, i18n } = useTranslation('events');
  const place = [occurrence.room?.name, occurrence.location].filter(Boolean).join(' · ');
  return (
    <StyledRow>
      <span>
        <StyledTitle to={eventPath(occurrence.eventId)}>{occurrence.title}</StyledTitle>{' '}
        <StyledMeta>
          {formatOccurrence(occurrence.startsAt, occurrence.endsAt, occurrence.allDay, occurrence.timeZone, i18n.language)}
          {place && ` · ${place}`}
        </StyledMeta>
      </span>
      <StyledBadges>
        <Badge>{categoryLabel(t, categories, occurrence.category)}</Badge>
        {occurrence.recurring && <Badge $tone="primary">{t('list.recurring')}</Badge>}
        {occurrence.changed && <Badge $tone="warning">{t('list.changed')}</Badge>}
        {occurrence.visibility !== 'members' && <Badge>{t(`visibility.${occurrence.visibility}`)}</Badge>}
      </StyledBadges>
    </StyledRow>
  );
}

/** `/events`: what is on the church's calendar, soonest first (or the most recent, looking back), by words and category. */
export default function EventsPage() {
  const { t, i18n } = useTranslation(['events', 'shell', 'common']);
  useDocumentTitle(t('shell:pages.events.title'));
  const { params, update } = useEventListParams();
  const canWrite = useCan('events.write');
  useLiveEvents();
  const [searchText, setSearchText] = useState(params.search);
  const debouncedSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [weeks, setWeeks] = useState(WEEKS_STEP);
  // One "now" per visit, so the window (and its query) stays the same while the page is open.
  const [now] = useState(() => Date.now());

  // Only a new debounced search moves the address; Clear filters does not put the old text back.
  const appliedSearch = useRef(debouncedSearch);
  useEffect(() => {
    if (debouncedSearch === appliedSearch.current) return;
    appliedSearch.current = debouncedSearch;
    if (debouncedSearch.trim() !== params.search) update({ q: debouncedSearch.trim() });
  }, [debouncedSearch, params.search, update]);

  const span = weeks * 7 * DAY;
  const range =
    params.when === 'upcoming'
      ? { from: new Date(now).toISOString(), to: new Date(now + span).toISOString() }
      : { from: new Date(now - span).toISOString(), to: new Date(now).toISOString() };
  const occurrences = useOccurrences({ ...range, category: params.category || undefined, q: params.search || undefined });
  const shown = useMemo(() => {
    const list = (occurrences.data ?? []).filter((o) => o.past === (params.when === 'past'));
    return params.when === 'past' ? [...list].reverse() : list;
  }, [occurrences.data, params.when]);
  const categoryList = useEventCategories();
  const categories = categoryChoices(categoryList.data, ...(occurrences.data ?? []).map((o) => o.category), params.category);
  const timeZone = occurrences.data?.[0]?.timeZone;
  const filtered = Boolean(params.search || params.category);

  const clearFilters = () => {
    setSearchText('');
    update({ q: '', category: '' });
  };

  return (
    <>
      <ListPage
        title={t('shell:pages.events.title')}
        subtitle={t('shell:pages.events.subtitle')}
        actions={canWrite && <Button onClick={() => update({ new: '1', start: '' })}>{t('create.button')}</Button>}
        filters={
          <FilterBar
            label={t('list.filtersLabel')}
            search={
              <TextField
                label={t('list.search')}
                type="search"
                name="q"
                placeholder={t('list.searchPlaceholder')}
                autoComplete="off"
                value={searchText}
                onChange={(e) => setSearchText(e.target.value)}
              />
            }
          >
            <SelectField
              label={t('list.category')}
              name="category"
              value={params.category}
              options={[
                { value: '', label: t('list.anyCategory') },
                ...categories.map((category) => ({ value: category, label: categoryLabel(t, categoryList.data, category) })),
              ]}
              onChange={(e) => update({ category: e.target.value })}
            />
            <StyledSwitch role="group" aria-labelledby="events-when-label">
              <StyledSwitchLabel id="events-when-label">{t('list.when')}</StyledSwitchLabel>
              <StyledSegments>
                {(['upcoming', 'past'] as const).map((when) => (
                  <StyledSegment
                    key={when}
                    type="button"
                    aria-pressed={params.when === when}
                    onClick={() => {
                      setWeeks(WEEKS_STEP);
                      update({ when: when === 'past' ? 'past' : '' });
                    }}
                  >
                    {t(`list.${when}`)}
                  </StyledSegment>
                ))}
              </StyledSegments>
            </StyledSwitch>
          </FilterBar>
        }
        results={
          <ResultsBar busy={occurrences.isFetching && !occurrences.isPending}>
            {occurrences.data ? t(`list.total.${params.when}`, { count: shown.length, weeks }) : t('list.loading')}
          </ResultsBar>
        }
        query={occurrences}
        words={{
          loading: t('list.loading'),
          failed: t('list.loadFailed'),
          empty: params.when === 'past' ? t('list.emptyPast') : t('list.empty'),
          emptyHint: canWrite && params.when === 'upcoming' ? t('list.emptyHintStaff') : t('list.emptyHint'),
          noMatch: t('list.noMatch'),
          noMatchHint: t('list.noMatchHint'),
          clearFilters: t('list.clearFilters'),
        }}
        isEmpty={() => shown.length === 0}
        filtered={filtered}
        onClearFilters={clearFilters}
        pagination={
          weeks < WEEKS_MAX && (
            <StyledMore>
              <Button variant="secondary" onClick={() => setWeeks((current) => Math.min(WEEKS_MAX, current + WEEKS_STEP))}>
                {t(`list.more.${params.when}`)}
              </Button>
            </StyledMore>
          )
        }
      >
        {() =>
          byDay(shown).map(({ day, items }) => (
            <StyledDay key={day} aria-labelledby={`events-day-${day}`}>
              <StyledDayHeading id={`events-day-${day}`}>{formatWall(day, true, i18n.language)}</StyledDayHeading>
              <StackList $gap="xxs">
                {items.map((occurrence) => (
                  <OccurrenceRow key={`${occurrence.eventId}-${occurrence.occurrence}`} occurrence={occurrence} categories={categoryList.data} />
                ))}
              </StackList>
            </StyledDay>
          ))
        }
      </ListPage>
      {canWrite && params.creating && <NewEventDialog start={params.start} timeZone={timeZone} onClose={() => update({ new: '', start: '' })} />}
    </>
  );
}
