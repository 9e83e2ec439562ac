import type { HouseholdView } from '@koinonia/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../../../shared/access';
import { useDebouncedValue, useDocumentTitle } from '../../../../shared/hooks';
import { useListAddress } from '../../../../shared/routing';
import { Button, ButtonLink, DataTable, FilterBar, ListPage, Pagination, ResultsBar, TextField } from '../../../../shared/ui';
import { useHouseholds } from '../api/get-households.query';
import { householdPaths } from './household-paths.util';
import { relationshipLabel } from './household-labels.util';
import { CreateHouseholdDialog } from './create-household.dialog';

const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 250;

const StyledName = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** `/households`: find a family by name; staff create one. */
export default function HouseholdsPage() {
  const { t } = useTranslation(['households', 'common']);
  useDocumentTitle(t('title'));
  const canWrite = useCan('members.write');
  const seesWholeDirectory = useCan('members.private.read');
  const { searchParams, update } = useListAddress<'q'>({});
  const search = searchParams.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const [searchText, setSearchText] = useState(search);
  const debounced = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const applied = useRef(debounced);
  useEffect(() => {
    if (debounced === applied.current) return;
    applied.current = debounced;
    if (debounced.trim() !== search) update({ q: debounced.trim() });
  }, [debounced, search, update]);
  const [creating, setCreating] = useState(false);
  const households = useHouseholds({ search: search || undefined, page, pageSize: PAGE_SIZE });
  const total = households.data?.total ?? 0;
  const none = t('members:directory.noValue');

  return (
    <>
      <ListPage
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          (canWrite || seesWholeDirectory) && (
            <>
              {seesWholeDirectory && (
                <ButtonLink to={householdPaths.duplicates()} variant="secondary">
                  {t('duplicatesLink')}
                </ButtonLink>
              )}
              {canWrite && <Button onClick={() => setCreating(true)}>{t('create')}</Button>}
            </>
          )
        }
        filters={
          <FilterBar
            label={t('search')}
            search={
              <TextField
                label={t('search')}
                type="search"
                name="q"
                placeholder={t('searchPlaceholder')}
                autoComplete="off"
                value={searchText}
                onChange={(e) => setSearchText(e.target.value)}
              />
            }
          />
        }
        results={
          <ResultsBar busy={households.isFetching && !households.isPending}>{households.data ? t('total', { count: total }) : t('tableCaption')}</ResultsBar>
        }
        query={households}
        words={{
          loading: t('loading'),
          failed: t('loadFailed'),
          empty: t('empty'),
          emptyHint: canWrite ? t('emptyHint') : undefined,
          noMatch: t('emptyFiltered'),
          noMatchHint: t('emptyFilteredHint'),
          clearFilters: t('clearSearch'),
        }}
        isEmpty={(result) => result.items.length === 0}
        filtered={Boolean(search)}
        onClearFilters={() => {
          setSearchText('');
          update({ q: '' });
        }}
        pagination={<Pagination page={page} pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))} onPageChange={(next) => update({ page: String(next) })} />}
      >
        {(result) => (
          <DataTable<HouseholdView>
            caption={t('tableCaption')}
            captionHidden
            rows={result.items}
            rowKey={(household) => household.id}
            columns={[
              {
                id: 'name',
                header: t('columns.name'),
                rowHeader: true,
                cell: (household) => <StyledName to={householdPaths.household(household.id)}>{household.name}</StyledName>,
              },
              {
                id: 'people',
                header: t('columns.people'),
                cell: (household) =>
                  household.members.length === 0 ? (
                    <StyledMuted>{t('noPeople')}</StyledMuted>
                  ) : (
                    household.members.map((person) => `${person.fullName} (${relationshipLabel(t, person.relationship)})`).join(', ')
                  ),
              },
              {
                id: 'address',
                header: t('columns.address'),
                hideBelow: 'md',
                cell: (household) => household.address || <StyledMuted>{none}</StyledMuted>,
              },
            ]}
          />
        )}
      </ListPage>
      <CreateHouseholdDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
