import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks';
import { Card, EmptyState, ErrorState, LoadingState, Pagination, Stack, TextField } from '../../../shared/ui';
import { useMembers } from '../api/get-members.query';
import { useMinistries } from '../api/get-ministries.query';
import { useMyMember } from '../api/get-my-member.query';
import { MembersTable } from './members-table';

const PAGE_SIZE = 20;

/** The directory as a section of another page (Congregation Care's Directory tab): search, the table and its pages. */
export function DirectoryList() {
  const { t } = useTranslation('members');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const members = useMembers({ search: debounced || undefined, page, pageSize: PAGE_SIZE, status: 'active' });
  const ministries = useMinistries();
  const me = useMyMember();
  return (
    <Card>
      <Stack $gap="md">
        <TextField
          label={t('directory.search')}
          type="search"
          name="directory-search"
          autoComplete="off"
          placeholder={t('directory.searchPlaceholder')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        {members.isPending ? (
          <LoadingState label={t('directory.loading')} />
        ) : members.isError ? (
          <ErrorState title={t('directory.loadFailed')} onRetry={() => void members.refetch()} retrying={members.isFetching} />
        ) : members.data.items.length === 0 ? (
          <EmptyState title={debounced ? t('directory.emptyFiltered') : t('directory.empty')} />
        ) : (
          <>
            <MembersTable members={members.data.items} ministries={ministries.data} ownId={me.data?.id} />
            <Pagination page={page} pageCount={Math.max(1, Math.ceil(members.data.total / PAGE_SIZE))} onPageChange={setPage} />
          </>
        )}
      </Stack>
    </Card>
  );
}
