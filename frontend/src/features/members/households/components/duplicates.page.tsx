import type { DuplicatePair } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../../shared/hooks';
import { paths, useListAddress } from '../../../../shared/routing';
import { Badge, DataTable, ListPage, Pagination, ResultsBar } from '../../../../shared/ui';
import { useFormatPhone } from '../../components/use-format-phone.hook';
import { mergePath } from '../../components/merge-paths.util';
import { useCan } from '../../../../shared/access';
import { useDuplicates } from '../api/get-duplicates.query';

const PAGE_SIZE = 25;

const StyledPerson = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  & > a {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & > span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

function Person({ person }: { person: DuplicatePair['first'] }) {
  const formatPhone = useFormatPhone();
  return (
    <StyledPerson>
      <Link to={paths.member(person.id)}>{person.fullName}</Link>
      {/* Emails and phone numbers read left to right in every language. */}
      {person.email && <span dir="ltr">{person.email}</span>}
      {person.phone && <span dir="ltr">{formatPhone(person.phone)}</span>}
    </StyledPerson>
  );
}

/** `/members/duplicates`: pairs of records that may be one person, with why; sharing within a household is marked, not an error. */
export default function DuplicatesPage() {
  const { t } = useTranslation(['households', 'memberMerge', 'common']);
  const canMerge = useCan('members.write');
  useDocumentTitle(t('duplicates.title'));
  const { searchParams, update } = useListAddress<never>({});
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const duplicates = useDuplicates(page, PAGE_SIZE);
  const total = duplicates.data?.total ?? 0;
  return (
    <ListPage
      title={t('duplicates.title')}
      subtitle={t('duplicates.subtitle')}
      results={
        <ResultsBar busy={duplicates.isFetching && !duplicates.isPending}>
          {duplicates.data ? t('duplicates.total', { count: total }) : t('duplicates.caption')}
        </ResultsBar>
      }
      query={duplicates}
      words={{
        loading: t('duplicates.loading'),
        failed: t('duplicates.loadFailed'),
        empty: t('duplicates.empty'),
        emptyHint: t('duplicates.emptyHint'),
      }}
      isEmpty={(result) => result.items.length === 0}
      pagination={<Pagination page={page} pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))} onPageChange={(next) => update({ page: String(next) })} />}
    >
      {(result) => (
        <DataTable<DuplicatePair>
          caption={t('duplicates.caption')}
          captionHidden
          rows={result.items}
          rowKey={(pair) => `${pair.first.id}|${pair.second.id}`}
          columns={[
            { id: 'first', header: t('duplicates.first'), rowHeader: true, cell: (pair) => <Person person={pair.first} /> },
            { id: 'second', header: t('duplicates.second'), cell: (pair) => <Person person={pair.second} /> },
            {
              id: 'reasons',
              header: t('duplicates.reasons'),
              cell: (pair) => (
                <StyledBadges>
                  {pair.reasons.map((reason) => (
                    <Badge key={reason} $tone={pair.sameHousehold ? undefined : 'warning'}>
                      {t(`duplicates.reason.${reason}`)}
                    </Badge>
                  ))}
                  {pair.sameHousehold && <Badge $tone="primary">{t('duplicates.sameHousehold')}</Badge>}
                </StyledBadges>
              ),
            },
          ]}
          actions={
            canMerge
              ? {
                  header: t('memberMerge:screen.actions'),
                  cell: (pair) => (
                    <Link
                      to={mergePath(pair.first.id, pair.second.id)}
                      aria-label={t('memberMerge:screen.openLabel', { first: pair.first.fullName, second: pair.second.fullName })}
                    >
                      {t('memberMerge:screen.open')}
                    </Link>
                  ),
                }
              : undefined
          }
        />
      )}
    </ListPage>
  );
}
