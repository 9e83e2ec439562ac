import type { FundView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/access';
import { errorMessageOf, validationMessage } from '../../../shared/i18n';
import { isApiError } from '../../../shared/api';
import { Badge, Button, Card, DataTable, EmptyState, ErrorState, LoadingState, Stack, TextField } from '../../../shared/ui';
import { useFunds } from '../api/get-funds.query';
import { useCloseFund, useOpenFund, useReopenFund } from '../api/giving-commands.mutation';
import { StyledFilters } from './gifts.tab';

/** The church's funds; the finance role adds them and closes them (a closed fund takes no new gifts). */
export function FundsTab() {
  const { t } = useTranslation('giving');
  const writes = useCan('giving.write');
  const funds = useFunds();
  const add = useOpenFund();
  const close = useCloseFund();
  const reopen = useReopenFund();
  const [name, setName] = useState('');
  const addError =
    isApiError(add.error) && add.error.fields.length > 0
      ? validationMessage(t, add.error.fields[0].message)
      : add.isError
        ? errorMessageOf(t, add.error)
        : undefined;
  return (
    <Stack $gap="lg">
      {writes && (
        <Card>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              add.mutate({ name: name.trim() }, { onSuccess: () => setName('') });
            }}
          >
            <StyledFilters>
              <TextField label={t('funds.name')} value={name} required error={addError} onChange={(event) => setName(event.target.value)} />
            </StyledFilters>
            <Button type="submit" disabled={add.isPending || !name.trim()}>
              {add.isPending ? t('funds.adding') : t('funds.add')}
            </Button>
          </form>
        </Card>
      )}
      {funds.isPending ? (
        <LoadingState label={t('loading')} />
      ) : funds.isError ? (
        <ErrorState title={t('loadFailed')} onRetry={() => void funds.refetch()} retrying={funds.isFetching} />
      ) : funds.data.length === 0 ? (
        <EmptyState title={t('funds.empty')} />
      ) : (
        <DataTable<FundView>
          caption={t('funds.caption')}
          captionHidden
          rows={funds.data}
          rowKey={(fund) => fund.id}
          columns={[
            { id: 'name', header: t('funds.name'), cell: (fund) => fund.name, rowHeader: true },
            {
              id: 'status',
              header: t('funds.status'),
              cell: (fund) => (
                <Badge $tone={fund.status === 'active' ? 'success' : 'neutral'}>{t(fund.status === 'active' ? 'funds.active' : 'funds.closed')}</Badge>
              ),
            },
          ]}
          {...(writes
            ? {
                actions: {
                  header: t('funds.status'),
                  cell: (fund) =>
                    fund.status === 'active' ? (
                      <Button variant="secondary" size="sm" disabled={close.isPending} onClick={() => close.mutate(fund.id)}>
                        {t('funds.closeFund', { name: fund.name })}
                      </Button>
                    ) : (
                      <Button variant="secondary" size="sm" disabled={reopen.isPending} onClick={() => reopen.mutate(fund.id)}>
                        {t('funds.reopenFund', { name: fund.name })}
                      </Button>
                    ),
                },
              }
            : {})}
        />
      )}
    </Stack>
  );
}
