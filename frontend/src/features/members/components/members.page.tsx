import { MEMBER_ROLES, MEMBER_SORTS, type MemberRole, type MemberSort, type MemberStatus } from '@koinonia/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useDebouncedValue, useDocumentTitle } from '../../../shared/hooks';
import { errorMessageOf } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import {
  Button,
  ButtonLink,
  Card,
  EmptyState,
  ErrorState,
  LoadingState,
  PageActions,
  PageHeader,
  PageHeading,
  PageSubtitle,
  SelectField,
  Spinner,
  TextField,
} from '../../../shared/ui';
import { useMembers } from '../api/get-members.query';
import { useMinistries } from '../api/get-ministries.query';
import { useMyMember } from '../api/get-my-member.query';
import type { MemberListParams } from '../api/members-query-keys.constant';
import { AddMemberDialog } from './add-member.dialog';
import { ministryOptions, roleOptions } from './member-labels.util';
import { MembersTable } from './members-table';
import { useCan } from '../../../shared/access';
import { usePreferences } from '../../../shared/preferences';

export const SEARCH_DEBOUNCE_MS = 250;
/** Newest first, so someone just added is at the top of the first page. */
const DEFAULT_SORT: MemberSort = '-joined';

const StyledFilters = styled.form`
  /* As many filters to a row as the page leaves room for (the sidebar takes its share): the search first and widest. */
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  align-items: end;
  & > * {
    flex: 1 1 9rem;
    min-width: 0;
  }
  & > :first-child {
    flex: 2 1 16rem;
  }
  /* A filter that wraps alone keeps a filter's width rather than stretching across the card. */
  & > :not(:first-child) {
    max-width: 18rem;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    & > :not(:first-child) {
      max-width: none;
    }
  }
`;

const StyledResults = styled(Card)`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: 0;
  overflow: hidden;

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: 0;
  }
`;

const StyledResultsBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
  min-height: 3rem;
`;

const StyledUpdating = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledPagination = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Ordering by email means little when most emails are not shared: offered to those who see them all (or kept when linked to). */
function sortsFor(seesWholeDirectory: boolean, current: MemberSort): MemberSort[] {
  return MEMBER_SORTS.filter((sort) => seesWholeDirectory || !sort.endsWith('email') || sort === current);
}

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Filters live in the address (`?q=&role=&ministry=&status=&sort=&page=`), so a view can be shared or bookmarked. */
function useDirectoryParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = {
    search: searchParams.get('q') ?? '',
    role: pick<MemberRole | ''>(searchParams.get('role'), ['', ...MEMBER_ROLES], ''),
    ministry: searchParams.get('ministry') ?? '',
    status: pick<MemberStatus>(searchParams.get('status'), ['active', 'archived'], 'active'),
    sort: pick<MemberSort>(searchParams.get('sort'), MEMBER_SORTS, DEFAULT_SORT),
    page: Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1),
  };

  const update = (changes: Partial<Record<'q' | 'role' | 'ministry' | 'status' | 'sort' | 'page', string>>) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        // Any change of what is shown starts again at the first page.
        if (!('page' in changes)) next.delete('page');
        if (next.get('page') === '1') next.delete('page');
        if (next.get('sort') === DEFAULT_SORT) next.delete('sort');
        if (next.get('status') === 'active') next.delete('status');
        return next;
      },
      { replace: true },
    );
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

  useEffect(() => {
    if (debouncedSearch.trim() !== params.search) update({ q: debouncedSearch.trim() });
    // Only a new debounced search moves the address; the address moving does not re-run it.
  }, [debouncedSearch]);

  const { dashboard } = usePreferences().preferences;
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
  }, [members.data, members.isPlaceholderData, params.page, pages]);

  const clearFilters = () => {
    setSearchText('');
    update({ q: '', role: '', ministry: '', status: '' });
  };

  let results;
  if (members.isPending) {
    results = <LoadingState label={t('directory.loading')} />;
  } else if (members.isError) {
    results = (
      <ErrorState
        title={t('directory.loadFailed')}
        description={errorMessageOf(t, members.error)}
        onRetry={() => void members.refetch()}
        retrying={members.isFetching}
      />
    );
  } else if (members.data.items.length === 0) {
    results = filtered ? (
      <EmptyState
        title={t('directory.emptyFiltered')}
        description={t('directory.emptyFilteredHint')}
        action={
          <Button variant="secondary" size="sm" onClick={clearFilters}>
            {t('directory.clearFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState title={t('directory.empty')} description={t('directory.emptyHint')} />
    );
  } else {
    results = <MembersTable members={members.data.items} ministries={ministries.data} ownId={me.data?.id} />;
  }

  return (
    <>
      <PageHeader>
        <div>
          <PageHeading>{t('directory.title')}</PageHeading>
          <PageSubtitle>{seesWholeDirectory ? t('directory.subtitle') : t('directory.subtitleShared')}</PageSubtitle>
        </div>
        {(canWrite || me.data) && (
          <PageActions>
            {me.data && (
              <ButtonLink to={paths.member(me.data.id)} variant="secondary">
                {t('directory.myProfile')}
              </ButtonLink>
            )}
            {canWrite && <Button onClick={() => setAdding(true)}>{t('directory.addMember')}</Button>}
          </PageActions>
        )}
      </PageHeader>

      <Card>
        <StyledFilters role="search" aria-label={t('directory.filtersLabel')} onSubmit={(e) => e.preventDefault()}>
          <TextField
            label={t('directory.search')}
            type="search"
            name="q"
            placeholder={t('directory.searchPlaceholder')}
            autoComplete="off"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
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
        </StyledFilters>
      </Card>

      <StyledResults>
        <StyledResultsBar>
          <span aria-live="polite">{members.data ? t('directory.total', { count: total }) : t('directory.tableCaption')}</span>
          {members.isFetching && !members.isPending && (
            <StyledUpdating>
              <Spinner $size="1rem" aria-hidden="true" />
              {t('common:updating')}
            </StyledUpdating>
          )}
        </StyledResultsBar>
        {results}
        {members.data && total > 0 && !members.isError && (
          <StyledPagination aria-label={t('common:pagination.label')}>
            <Button variant="secondary" size="sm" disabled={params.page <= 1} onClick={() => update({ page: String(params.page - 1) })}>
              {t('common:actions.previous')}
            </Button>
            <span>{t('common:pagination.page', { page: Math.min(params.page, pages), pages })}</span>
            <Button variant="secondary" size="sm" disabled={params.page >= pages} onClick={() => update({ page: String(params.page + 1) })}>
              {t('common:actions.next')}
            </Button>
          </StyledPagination>
        )}
      </StyledResults>

      <AddMemberDialog open={adding} onClose={() => setAdding(false)} onAdded={() => update({ page: '1' })} />
    </>
  );
}
