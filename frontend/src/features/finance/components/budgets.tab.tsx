import type { BudgetView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { isApiError } from '../../../shared/api';
import { useChurchSettings } from '../../../shared/availability';
import { errorMessageOf, minorToInput, moneyText, parseMinor, useFormat, validationMessage } from '../../../shared/i18n';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  ConfirmDialog,
  DataTable,
  EmptyState,
  ErrorState,
  InlineAlert,
  LoadingState,
  SelectField,
  Stack,
  TextField,
} from '../../../shared/ui';
import { useChangeBudget, useCloseBudget, useCreateBudget } from '../api/finance-commands.mutation';
import { useBudgetLines, useBudgets } from '../api/finance.queries';

export const StyledFields = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
  margin-block-end: ${({ theme }) => theme.space.md};
`;

/** A year's budgets per fund or ministry; the finance role sets them (spread evenly over the months) and closes them. */
export function BudgetsTab({ year }: { year: number }) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const manages = useCan('finance.manage');
  const budgets = useBudgets(year);
  const close = useCloseBudget();
  const [changing, setChanging] = useState<BudgetView | null>(null);
  return (
    <Stack $gap="lg">
      {manages && <BudgetForm year={year} />}
      {close.isError && <InlineAlert $tone="danger">{errorMessageOf(t, close.error)}</InlineAlert>}
      {budgets.isPending ? (
        <LoadingState label={t('loading')} />
      ) : budgets.isError ? (
        <ErrorState title={t('loadFailed')} onRetry={() => void budgets.refetch()} retrying={budgets.isFetching} />
      ) : budgets.data.length === 0 ? (
        <EmptyState title={t('budgets.empty')} />
      ) : (
        <DataTable<BudgetView>
          caption={t('budgets.caption', { year })}
          captionHidden
          rows={budgets.data}
          rowKey={(budget) => budget.id}
          columns={[
            { id: 'line', header: t('budgets.line'), cell: (budget) => budget.line.name, rowHeader: true },
            { id: 'kind', header: t('budgets.kind'), cell: (budget) => t(`lineKinds.${budget.line.kind}`) },
            { id: 'amount', header: t('budgets.amount'), cell: (budget) => moneyText(budget.amount, format.language), align: 'end' },
            {
              id: 'status',
              header: t('budgets.status'),
              cell: (budget) => <Badge $tone={budget.status === 'open' ? 'success' : 'neutral'}>{t(`budgets.${budget.status}`)}</Badge>,
            },
          ]}
          {...(manages
            ? {
                actions: {
                  header: t('budgets.actions'),
                  cell: (budget: BudgetView) =>
                    budget.status === 'open' ? (
                      <>
                        <Button variant="secondary" size="sm" onClick={() => setChanging(budget)} aria-label={t('budgets.change', { name: budget.line.name })}>
                          {t('budgets.changeShort')}
                        </Button>{' '}
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={close.isPending}
                          onClick={() => close.mutate(budget.id)}
                          aria-label={t('budgets.close', { name: budget.line.name })}
                        >
                          {t('budgets.closeShort')}
                        </Button>
                      </>
                    ) : null,
                },
              }
            : {})}
        />
      )}
      {changing && <ChangeBudgetDialog budget={changing} onClose={() => setChanging(null)} />}
    </Stack>
  );
}

/** A new annual amount, spread evenly again; sent against the revision shown, so a change made meanwhile is not overwritten. */
function ChangeBudgetDialog({ budget, onClose }: { budget: BudgetView; onClose: () => void }) {
  const { t } = useTranslation('finance');
  const change = useChangeBudget();
  const { currency } = budget.amount;
  const [amount, setAmount] = useState(() => minorToInput(budget.amount.minor, currency));
  const minor = parseMinor(amount, currency);
  return (
    <ConfirmDialog
      title={t('budgets.changeTitle', { name: budget.line.name, year: budget.year })}
      tone="primary"
      confirmLabel={t('budgets.save')}
      pendingLabel={t('budgets.saving')}
      pending={change.isPending}
      error={change.isError ? errorMessageOf(t, change.error) : null}
      onClose={onClose}
      onConfirm={() => minor !== null && change.mutate({ id: budget.id, revision: budget.revision, amount: { minor, currency } }, { onSuccess: onClose })}
    >
      <TextField
        label={t('budgets.annualAmount', { currency })}
        inputMode="decimal"
        value={amount}
        required
        hint={t('budgets.spreadHint')}
        error={minor === null ? t('invalidAmount') : undefined}
        onChange={(event) => setAmount(event.target.value)}
      />
    </ConfirmDialog>
  );
}

function BudgetForm({ year }: { year: number }) {
  const { t } = useTranslation('finance');
  const currency = useChurchSettings().data?.currency ?? 'USD';
  const lines = useBudgetLines();
  const create = useCreateBudget();
  const [line, setLine] = useState('');
  const [amount, setAmount] = useState('');
  const minor = parseMinor(amount, currency);
  const options = [
    { value: '', label: t('budgets.chooseLine') },
    ...(lines.data?.funds ?? []).map((fund) => ({ value: `fund:${fund.id}`, label: t('budgets.fundOption', { name: fund.name }) })),
    ...(lines.data?.ministries ?? []).map((ministry) => ({ value: `ministry:${ministry.id}`, label: t('budgets.ministryOption', { name: ministry.name }) })),
  ];
  const fieldError = isApiError(create.error) && create.error.fields.length > 0 ? validationMessage(t, create.error.fields[0].message) : undefined;
  return (
    <Card>
      <CardTitle>{t('budgets.addTitle', { year })}</CardTitle>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (minor === null || !line) return;
          const [kind, id] = line.split(':');
          create.mutate(
            { ...(kind === 'fund' ? { fundId: id } : { ministryId: id }), year, amount: { minor, currency } },
            {
              onSuccess: () => {
                setLine('');
                setAmount('');
              },
            },
          );
        }}
      >
        <StyledFields>
          <SelectField label={t('budgets.line')} value={line} options={options} required onChange={(event) => setLine(event.target.value)} />
          <TextField
            label={t('budgets.annualAmount', { currency })}
            inputMode="decimal"
            value={amount}
            required
            hint={t('budgets.spreadHint')}
            error={amount && minor === null ? t('invalidAmount') : fieldError}
            onChange={(event) => setAmount(event.target.value)}
          />
        </StyledFields>
        {create.isError && !fieldError && <InlineAlert $tone="danger">{errorMessageOf(t, create.error)}</InlineAlert>}
        <Button type="submit" disabled={create.isPending || !line || minor === null}>
          {create.isPending ? t('budgets.adding') : t('budgets.add')}
        </Button>
      </form>
    </Card>
  );
}
