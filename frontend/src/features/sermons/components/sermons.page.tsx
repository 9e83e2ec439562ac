import { BIBLE_BOOKS } from '@koinonia/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { useDebouncedValue, useDocumentTitle } from '../../../shared/hooks';
import { pathOf, useListAddress } from '../../../shared/routing';
import { ButtonLink, FilterBar, ListPage, Pagination, ResultsBar, SelectField, StackList, TextField } from '../../../shared/ui';
import { useSermonFacets, useSermons } from '../api/sermons.queries';
import { SermonBadges, SermonMeta } from './sermon-meta';
import { sermonPath } from './sermon-paths.util';

const SEARCH_DEBOUNCE_MS = 250;
const PAGE_SIZE = 20;
const BOOK_NAMES = new Map<string, string>(BIBLE_BOOKS);

const StyledList = styled(StackList)`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const StyledRow = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};

  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

const StyledTitle = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};

  /* The whole row opens the sermon; the link stays the one thing in the Tab order. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const StyledSummary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

type Filter = 'q' | 'series' | 'speaker' | 'book' | 'from' | 'to';

/** `/sermons`, the Sermon Archive: search over title, speaker, series, scripture and transcript; filters by series, speaker, book and date. */
export default function SermonsPage() {
  const { t } = useTranslation(['sermons', 'shell']);
  useDocumentTitle(t('shell:pages.sermons.title'));
  const canWrite = useCan('content.manage');
  const { searchParams, update } = useListAddress<Filter>();
  const param = (key: Filter) => searchParams.get(key) ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [searchText, setSearchText] = useState(param('q'));
  const debounced = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const applied = useRef(debounced);
  useEffect(() => {
    if (debounced === applied.current) return;
    applied.current = debounced;
    update({ q: debounced.trim() });
  }, [debounced, update]);

  const sermons = useSermons({
    search: param('q'),
    series: param('series'),
    speaker: param('speaker'),
    book: param('book'),
    from: param('from'),
    to: param('to'),
    page,
  });
  const facets = useSermonFacets();
  const filtered = (['q', 'series', 'speaker', 'book', 'from', 'to'] as const).some((key) => param(key));
  const clear = () => {
    setSearchText('');
    update({ q: '', series: '', speaker: '', book: '', from: '', to: '' });
  };
  const total = sermons.data?.total ?? 0;

  return (
    <ListPage
      title={t('shell:pages.sermons.title')}
      subtitle={t('shell:pages.sermons.subtitle')}
      actions={
        <>
          <ButtonLink to="/api/podcast/feed.xml" reloadDocument target="_blank" rel="noopener">
            {t('list.podcast')}
          </ButtonLink>
          {canWrite && (
            <ButtonLink to={pathOf('sermon-new')} variant="primary">
              {t('list.new')}
            </ButtonLink>
          )}
        </>
      }
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
          reset={{ label: t('list.clearFilters'), onReset: clear, disabled: !filtered }}
        >
          <SelectField
            label={t('list.series')}
            name="series"
            value={param('series')}
            options={[{ value: '', label: t('list.anySeries') }, ...(facets.data?.series ?? []).map((s) => ({ value: s.id, label: s.name }))]}
            onChange={(e) => update({ series: e.target.value })}
          />
          <SelectField
            label={t('list.speaker')}
            name="speaker"
            value={param('speaker')}
            options={[{ value: '', label: t('list.anySpeaker') }, ...(facets.data?.speakers ?? []).map((name) => ({ value: name, label: name }))]}
            onChange={(e) => update({ speaker: e.target.value })}
          />
          <SelectField
            label={t('list.book')}
            name="book"
            value={param('book')}
            options={[
              { value: '', label: t('list.anyBook') },
              ...(facets.data?.books ?? []).map((code) => ({ value: code, label: BOOK_NAMES.get(code) ?? code })),
            ]}
            onChange={(e) => update({ book: e.target.value })}
          />
          <TextField label={t('list.from')} type="date" name="from" value={param('from')} onChange={(e) => update({ from: e.target.value })} />
          <TextField label={t('list.to')} type="date" name="to" value={param('to')} onChange={(e) => update({ to: e.target.value })} />
        </FilterBar>
      }
      results={
        <ResultsBar busy={sermons.isFetching && !sermons.isPending} range={sermons.data ? { page, pageSize: PAGE_SIZE, total } : undefined}>
          {sermons.data ? t('list.total', { count: total }) : t('list.loading')}
        </ResultsBar>
      }
      query={sermons}
      words={{
        loading: t('list.loading'),
        failed: t('list.loadFailed'),
        empty: t('shell:pages.sermons.empty'),
        emptyHint: canWrite ? t('list.emptyHintStaff') : undefined,
        noMatch: t('list.noMatch'),
        noMatchHint: t('list.noMatchHint'),
        clearFilters: t('list.clearFilters'),
      }}
      isEmpty={(data) => data.items.length === 0}
      filtered={filtered}
      onClearFilters={clear}
      pagination={
        total > PAGE_SIZE && <Pagination page={page} pageCount={Math.ceil(total / PAGE_SIZE)} onPageChange={(next) => update({ page: String(next) })} />
      }
    >
      {(data) => (
        <StyledList $gap="xxs">
          {data.items.map((sermon) => (
            <StyledRow key={sermon.id}>
              <StyledHead>
                <StyledTitle to={sermonPath(sermon.id)}>{sermon.title}</StyledTitle>
                <SermonBadges sermon={sermon} />
              </StyledHead>
              <SermonMeta sermon={sermon} />
              {sermon.summary && <StyledSummary>{sermon.summary}</StyledSummary>}
            </StyledRow>
          ))}
        </StyledList>
      )}
    </ListPage>
  );
}
