import { EXPENSE_CATEGORIES, type ExpenseCategory } from '@koinonia/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { useChurchSettings } from '../../../shared/availability';
import { errorMessageOf, parseMinor, validationMessage } from '../../../shared/i18n';
import { Button, Card, CardTitle, InlineAlert, SelectField, Spinner, TextField } from '../../../shared/ui';
import { useSubmitExpense } from '../api/finance-commands.mutation';
import { useBudgetChoices } from '../api/finance.queries';
import { StyledFields } from './budgets.tab';

/** Receipts as the server takes them: a scan or a photo (HEIC from phones). */
const RECEIPT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/heic,.heic';

/** Submit an expense against one of the year's open budgets, with its receipt; someone else approves it. */
export function ExpenseForm({ year }: { year: number }) {
  const { t } = useTranslation('finance');
  const currency = useChurchSettings().data?.currency ?? 'USD';
  const choices = useBudgetChoices(year);
  const submit = useSubmitExpense();
  const receiptId = useId();
  const [budgetId, setBudgetId] = useState('');
  const [payee, setPayee] = useState('');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [incurredOn, setIncurredOn] = useState('');
  const [category, setCategory] = useState<ExpenseCategory>('supplies');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [sent, setSent] = useState(false);
  const minor = parseMinor(amount, currency);
  const fields = isApiError(submit.error) ? submit.error.fields : [];
  const errorOf = (field: string) => {
    const found = fields.find((f) => f.field === field);
    return found ? validationMessage(t, found.message) : undefined;
  };
  const ready = budgetId && payee.trim() && description.trim() && minor !== null && minor > 0 && incurredOn;
  return (
    <Card>
      <CardTitle>{t('expenses.submitTitle')}</CardTitle>
      <form
        key={formKey}
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready || minor === null) return;
          setSent(false);
          submit.mutate(
            { body: { budgetId, payee: payee.trim(), description: description.trim(), amount: { minor, currency }, incurredOn, category }, receipt },
            {
              onSuccess: () => {
                setPayee('');
                setDescription('');
                setAmount('');
                setReceipt(null);
                setFormKey((key) => key + 1);
                setSent(true);
              },
            },
          );
        }}
      >
        <StyledFields>
          <SelectField
            label={t('expenses.budget')}
            value={budgetId}
            required
            error={errorOf('budgetId')}
            options={[
              { value: '', label: choices.data?.length === 0 ? t('expenses.noBudgets', { year }) : t('expenses.chooseBudget') },
              ...(choices.data ?? []).map((choice) => ({ value: choice.id, label: `${choice.line.name} (${t(`lineKinds.${choice.line.kind}`)})` })),
            ]}
            onChange={(event) => setBudgetId(event.target.value)}
          />
          <TextField label={t('expenses.payee')} value={payee} required error={errorOf('payee')} onChange={(event) => setPayee(event.target.value)} />
          <TextField
            label={t('expenses.description')}
            value={description}
            required
            error={errorOf('description')}
            onChange={(event) => setDescription(event.target.value)}
          />
          <TextField
            label={t('expenses.amount', { currency })}
            inputMode="decimal"
            value={amount}
            required
            error={amount && (minor === null || minor <= 0) ? t('invalidAmount') : errorOf('amount')}
            onChange={(event) => setAmount(event.target.value)}
          />
          <TextField
            type="date"
            label={t('expenses.incurredOn')}
            value={incurredOn}
            required
            error={errorOf('incurredOn')}
            onChange={(event) => setIncurredOn(event.target.value)}
          />
          <SelectField
            label={t('expenses.category')}
            value={category}
            options={EXPENSE_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
            onChange={(event) => setCategory(event.target.value as ExpenseCategory)}
          />
          <div>
            <label htmlFor={receiptId}>{t('expenses.receipt')}</label>
            <input
              id={receiptId}
              type="file"
              accept={RECEIPT_ACCEPT}
              aria-describedby={`${receiptId}-hint`}
              onChange={(event) => setReceipt(event.target.files?.[0] ?? null)}
            />
            <p id={`${receiptId}-hint`}>{t('expenses.receiptHint')}</p>
          </div>
        </StyledFields>
        {submit.isPending && (
          <p role="status">
            <Spinner aria-hidden="true" $size="1rem" /> {receipt ? t('expenses.uploading', { name: receipt.name }) : t('expenses.submitting')}
          </p>
        )}
        {submit.isError && fields.length === 0 && <InlineAlert $tone="danger">{errorMessageOf(t, submit.error)}</InlineAlert>}
        {sent && !submit.isPending && <InlineAlert $tone="success">{t('expenses.submitted')}</InlineAlert>}
        <Button type="submit" disabled={submit.isPending || !ready}>
          {submit.isPending ? t('expenses.submitting') : t('expenses.submit')}
        </Button>
      </form>
    </Card>
  );
}
