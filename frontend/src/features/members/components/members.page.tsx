import { MEMBER_ROLES, MEMBER_SORTS, type MemberRole, type MemberSort, type MemberStatus } from '@koinonia/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue, useDocumentTitle } from '../../../shared/hooks';
import { pathOf, paths, useListAddress } from '../../../shared/routing';
import { Button, ButtonLink, FilterBar, ListPage, Pagination, ResultsBar, SelectField, TextField } from '../../../shared/ui';
import { useMembers } from '../api/get-members.query';
import { useMinistries } from '../api/get-ministries.query';
import { useMyMember } from '../api/get-my-member.query';
import type { MemberListParams } from '../api/members-query-keys.constant';
import { AddMemberDialog } from './add-member.dialog';
import { DirectoryExportMenu } from './directory-export.menu';
import { roleOptions } from './member-labels.util';
import { ministryOptions } from './ministry-labels.util';
import { MembersTable } from './members-table';
import { useCan } from '../../../shared/access';
import { useUserPreferences } from '../../../shared/preferences';

export const SEARCH_DEBOUNCE_MS = 250;
/** Newest first, so someone just added is at the top of the first page. */
const DEFAULT_SORT: MemberSort = '-joined';

/** Ordering by email means little when most emails are not shared: offered to those who see them all (or kept when linked to). */
function sortsFor(seesWholeDirectory: boolean, current: MemberSort): MemberSort[] {
  return MEMBER_SORTS.filter((sort) => seesWholeDirectory || !sort.endsWith('email') || sort === current);
}

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Filters live in the address (`?q=&role=&ministry=&status=&sort=&page=`), so a view can be shared or bookmarked. */
function useDirectoryParams() {
  const { searchParams, update } = useListAddress<'q' | 'role' | 'ministry' | 'status' | 'sort'>({ sort: DEFAULT_SORT, status: 'active' });
  const params = {
    search: searchParams.get('q') ?? '',
    role: pick<MemberRole | ''>(searchParams.get('role'), ['', ...MEMBER_ROLES], ''),
    ministry: searchParams.get('ministry') ?? '',
    status: pick<MemberStatus>(searchParams.get('status'), ['active', 'archived'], 'active'),
    sort: pick<MemberSort>(searchParams.get('sort'), MEMBER_SORTS, DEFAULT_SORT),
    page: Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1),
  };
  return { params, update };
}

/** `/members` and `/member-directory`: search, filter, sort and page through the directory; add a member. */
export default function MembersPage() {
  const { t } = useTranslation(['members', 'common']);
  const canWrite = useCan('members.write');
  const seesWholeDirectory = useCan('members.private.read');
  const me = useMyMember();
  useDocumentTitle(t('directory.title'));
  const { params, update } = useDirectoryParams();
  const [searchText, setSearchText] = useState(params.search);
  const debouncedSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [adding, setAdding] = useState(false);

  // Only a new debounced search moves the address; the address moving (Clear filters, Back) does not put the old text back.
  const appliedSearch = useRef(debouncedSearch);
  useEffect(() => {
    if (debouncedSearch === appliedSearch.current) return;
    appliedSearch.current = debouncedSearch;
    if (debouncedSearch.trim() !== params.search) update({ q: debouncedSearch.trim() });
  }, [debouncedSearch, params.search, update]);

  const { dashboard } = useUserPreferences();
  // The user's items-per-page preference sets the page size.
  const pageSize = dashboard.itemsPerPage;
  const ministries = useMinistries();
  const query: MemberListParams = {
    search: params.search || undefined,
    role: params.role || undefined,
    ministry: params.ministry || undefined,
    status: params.status,
    sort: params.sort,
    page: params.page,
    pageSize,
  };
  const members = useMembers(query, { refetchEvery: dashboard.autoRefresh ? dashboard.refreshInterval * 60_000 : false });

  const total = members.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const filtered = Boolean(params.search || params.role || params.ministry || params.status !== 'active');

  // A page past the end (after archiving, or an old link) moves back to the last page that exists.
  useEffect(() => {
    if (members.data && !members.isPlaceholderData && params.page > pages) update({ page: String(pages) });
  }, [members.data, members.isPlaceholderData, params.page, pages, update]);

  const clearFilters = () => {
    setSearchText('');
    update({ q: '', role: '', ministry: '', status: '' });
  };

  return (
    <>
      <ListPage
        title={t('directory.title')}
        subtitle={seesWholeDirectory ? t('directory.subtitle') : t('directory.subtitleShared')}
        actions={
          <>
            {me.data && (
              <ButtonLink to={paths.member(me.data.id)} variant="secondary">
                {t('directory.myProfile')}
              </ButtonLink>
            )}
            {seesWholeDirectory && (
              <ButtonLink to={pathOf('member-self-updates')} variant="secondary">
                {t('directory.selfUpdates')}
              </ButtonLink>
            )}
            {canWrite && (
              <ButtonLink to={paths.membersImport} variant="secondary">
                {t('directory.import')}
              </ButtonLink>
            )}
            <DirectoryExportMenu
              filter={{ search: params.search, role: params.role, ministry: params.ministry, status: params.status, sort: params.sort }}
              canWrite={canWrite}
            />
            {canWrite && <Button onClick={() => setAdding(true)}>{t('directory.addMember')}</Button>}
          </>
        }
        filters={
          <FilterBar
            label={t('directory.filtersLabel')}
            search={
              <TextField
                label={t('directory.search')}
                type="search"
                name="q"
                placeholder={t('directory.searchPlaceholder')}
                autoComplete="off"
                value={searchText}
                onChange={(e) => setSearchText(e.target.value)}
              />
            }
          >
            <SelectField
              label={t('directory.filterRole')}
              name="role"
              value={params.role}
              options={[{ value: '', label: t('directory.all') }, ...roleOptions(t)]}
              onChange={(e) => update({ role: e.target.value })}
            />
            <SelectField
              label={t('directory.filterMinistry')}
              name="ministry"
              value={params.ministry}
              options={[{ value: '', label: t('directory.all') }, ...ministryOptions(ministries.data, params.ministry)]}
              onChange={(e) => update({ ministry: e.target.value })}
            />
            <SelectField
              label={t('directory.filterStatus')}
              name="status"
              value={params.status}
              options={[
                { value: 'active', label: t('statuses.active') },
                { value: 'archived', label: t('statuses.archived') },
              ]}
              onChange={(e) => update({ status: e.target.value })}
            />
            <SelectField
              label={t('directory.sort')}
              name="sort"
              value={params.sort}
              options={sortsFor(seesWholeDirectory, params.sort).map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
              onChange={(e) => update({ sort: e.target.value })}
            />
          </FilterBar>
        }
        results={
          <ResultsBar busy={members.isFetching && !members.isPending}>
            {members.data ? t('directory.total', { count: total }) : t('directory.tableCaption')}
          </ResultsBar>
        }
        query={members}
        words={{
          loading: t('directory.loading'),
          failed: t('directory.loadFailed'),
          empty: t('directory.empty'),
          emptyHint: t('directory.emptyHint'),
          noMatch: t('directory.emptyFiltered'),
          noMatchHint: t('directory.emptyFilteredHint'),
          clearFilters: t('directory.clearFilters'),
        }}
        isEmpty={(page) => page.items.length === 0}
        filtered={filtered}
        onClearFilters={clearFilters}
        pagination={<Pagination page={params.page} pageCount={pages} onPageChange={(page) => update({ page: String(page) })} />}
      >
        {(page) => <MembersTable members={page.items} ministries={ministries.data} ownId={me.data?.id} />}
      </ListPage>

      <AddMemberDialog open={adding} onClose={() => setAdding(false)} onAdded={() => update({ page: '1' })} />
    </>
  );
}
