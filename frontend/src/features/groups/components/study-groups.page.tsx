import { GROUP_MEETING_DAYS, type GroupMeetingDay } from '@koinonia/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDebouncedValue, useDocumentTitle } from '../../../shared/hooks';
import { useListAddress } from '../../../shared/routing';
import { useCan } from '../../../shared/access';
import { Button, FilterBar, ListPage, Pagination, ResultsBar, SelectField, Switch, TextField } from '../../../shared/ui';
import { useGroups } from '../api/get-groups.query';
import type { GroupListParams } from '../api/groups-query-keys.constant';
import { GroupCard } from './group-card';
import { NewGroupDialog } from './new-group.dialog';

export const SEARCH_DEBOUNCE_MS = 250;
const PAGE_SIZE = 12;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

/** Filters live in the address (`?q=&tag=&day=&open=1&page=`), so a view can be shared. */
function useGroupListParams() {
  const { searchParams, update } = useListAddress<'q' | 'tag' | 'day' | 'open'>();
  const day = searchParams.get('day');
  const params = {
    search: searchParams.get('q') ?? '',
    tag: searchParams.get('tag') ?? '',
    day: (GROUP_MEETING_DAYS as readonly string[]).includes(day ?? '') ? (day as GroupMeetingDay) : undefined,
    openOnly: searchParams.get('open') === '1',
    page: Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1),
  };
  return { params, update };
}

/** `/study-groups`: every group, for anyone signed in to find one to join. */
export default function StudyGroupsPage() {
  const { t } = useTranslation(['groups', 'common']);
  useDocumentTitle(t('pages.study-groups.title'));
  const { params, update } = useGroupListParams();
  const [searchText, setSearchText] = useState(params.search);
  const canManage = useCan('groups.manage');
  const [creating, setCreating] = useState(false);
  const debouncedSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);

  // Only a new debounced search moves the address; Clear filters does not put the old text back.
  const appliedSearch = useRef(debouncedSearch);
  useEffect(() => {
    if (debouncedSearch === appliedSearch.current) return;
    appliedSearch.current = debouncedSearch;
    if (debouncedSearch.trim() !== params.search) update({ q: debouncedSearch.trim() });
  }, [debouncedSearch, params.search, update]);

  const query: GroupListParams = {
    search: params.search || undefined,
    tag: params.tag || undefined,
    day: params.day,
    openOnly: params.openOnly || undefined,
    sort: 'day',
    page: params.page,
    pageSize: PAGE_SIZE,
  };
  const groups = useGroups(query);
  const total = groups.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const filtered = Boolean(params.search || params.tag || params.day || params.openOnly);
  const tags = [...new Set([...(groups.data?.tags ?? []), ...(params.tag ? [params.tag] : [])])];

  const clearFilters = () => {
    setSearchText('');
    update({ q: '', tag: '', day: '', open: '' });
  };

  return (
    <>
      <ListPage
        title={t('pages.study-groups.title')}
        subtitle={t('list.subtitle')}
        actions={canManage && <Button onClick={() => setCreating(true)}>{t('create.button')}</Button>}
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
              label={t('list.tag')}
              name="tag"
              value={params.tag}
              options={[{ value: '', label: t('list.any') }, ...tags.map((tag) => ({ value: tag, label: tag }))]}
              onChange={(e) => update({ tag: e.target.value })}
            />
            <SelectField
              label={t('list.day')}
              name="day"
              value={params.day ?? ''}
              options={[{ value: '', label: t('list.any') }, ...GROUP_MEETING_DAYS.map((day) => ({ value: day, label: t(`days.${day}`) }))]}
              onChange={(e) => update({ day: e.target.value })}
            />
            <Switch label={t('list.openOnly')} checked={params.openOnly} onChange={(checked) => update({ open: checked ? '1' : '' })} />
          </FilterBar>
        }
        results={<ResultsBar busy={groups.isFetching && !groups.isPending}>{groups.data ? t('list.total', { count: total }) : t('list.loading')}</ResultsBar>}
        query={groups}
        words={{
          loading: t('list.loading'),
          failed: t('list.loadFailed'),
          empty: t('list.empty'),
          emptyHint: t('list.emptyHint'),
          noMatch: t('list.noMatch'),
          noMatchHint: t('list.noMatchHint'),
          clearFilters: t('list.clearFilters'),
        }}
        isEmpty={(page) => page.items.length === 0}
        filtered={filtered}
        onClearFilters={clearFilters}
        pagination={<Pagination page={params.page} pageCount={pages} onPageChange={(page) => update({ page: String(page) })} />}
      >
        {(page) => (
          <StyledGrid>
            {page.items.map((group) => (
              <GroupCard key={group.id} group={group} />
            ))}
          </StyledGrid>
        )}
      </ListPage>
      <NewGroupDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
