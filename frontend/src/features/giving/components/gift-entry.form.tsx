import { DONATION_METHODS, type CreateDonationDto, type DonationMethod, type FundView } from '@koinonia/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf, moneyText, parseMinor, useFormat, validationMessage } from '../../../shared/i18n';
import { isApiError } from '../../../shared/api';
import { Button, Card, CardTitle, InlineAlert, SelectField, Stack, Switch, TextField } from '../../../shared/ui';
import { useRecordDonation } from '../api/giving-commands.mutation';
import { DonorPicker, type PickedDonor } from './donor-picker';

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

const StyledSplit = styled.div`
  display: grid;
  grid-template-columns: minmax(10rem, 2fr) minmax(8rem, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
`;

interface SplitLine {
  key: number;
  fundId: string;
  amount: string;
}

/**
 * One gift into an open batch, made for entering a stack of envelopes by keyboard: Tab through
 * donor, amount, fund and method, Enter adds it, and the cursor goes back to the donor for the next.
 * Amounts are read as text into whole minor units.
 */
export function GiftEntryForm({ batchId, receivedOn, currency, funds }: { batchId: string; receivedOn: string; currency: string; funds: FundView[] }) {
  const { t } = useTranslation('giving');
  const { language } = useFormat();
  const record = useRecordDonation();
  const donorInputId = useId();
  const nextKey = useRef(1);
  const active = funds.filter((fund) => fund.status === 'active');
  const [donor, setDonor] = useState<PickedDonor | null>(null);
  const [amount, setAmount] = useState('');
  const [fundId, setFundId] = useState('');
  const [split, setSplit] = useState(false);
  const [lines, setLines] = useState<SplitLine[]>([
    { key: 0, fundId: '', amount: '' },
    { key: 1, fundId: '', amount: '' },
  ]);
  const [method, setMethod] = useState<DonationMethod>('cash');
  const [chequeNumber, setChequeNumber] = useState('');
  const [inKind, setInKind] = useState('');
  const [date, setDate] = useState(receivedOn);
  const [deductible, setDeductible] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  const minor = parseMinor(amount, currency);
  const assigned = lines.reduce((sum, line) => sum + (parseMinor(line.amount, currency) ?? 0), 0);
  const fundOptions = [{ value: '', label: t('entry.chooseFund') }, ...active.map((fund) => ({ value: fund.id, label: fund.name }))];

  const submit = () => {
    setAdded(null);
    if (minor === null || minor === 0) return setProblem(t('entry.badAmount'));
    const deductibleMinor = deductible.trim() ? parseMinor(deductible, currency) : undefined;
    if (deductibleMinor === null) return setProblem(t('entry.badAmount'));
    const parts = lines.map((line) => ({ fundId: line.fundId, amount: { minor: parseMinor(line.amount, currency) ?? -1, currency } }));
    if (split && (parts.some((part) => !part.fundId || part.amount.minor < 0) || assigned !== minor)) return setProblem(t('entry.splitMismatch'));
    setProblem(null);
    const body: CreateDonationDto = {
      amount: { minor, currency },
      method,
      receivedOn: date,
      batchId,
      ...(donor ? { donorMemberId: donor.id } : {}),
      ...(split ? { splits: parts } : { fundId }),
      ...(method === 'cheque' && chequeNumber.trim() ? { chequeNumber: chequeNumber.trim() } : {}),
      ...(method === 'in-kind' && inKind.trim() ? { inKindDescription: inKind.trim() } : {}),
      ...(deductibleMinor !== undefined ? { deductible: deductibleMinor } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    record.mutate(body, {
      onSuccess: () => {
        setAdded(t('entry.added', { amount: moneyText({ minor, currency }, language) }));
        setDonor(null);
        setAmount('');
        setChequeNumber('');
        setInKind('');
        setDeductible('');
        setNote('');
        setSplit(false);
        setLines([
          { key: nextKey.current++ * 2, fundId: '', amount: '' },
          { key: nextKey.current * 2 + 1, fundId: '', amount: '' },
        ]);
        document.getElementById(donorInputId)?.focus();
      },
    });
  };

  const fieldError = (field: string) => (isApiError(record.error) ? record.error.fieldMessage(field) : undefined);
  return (
    <Card>
      <CardTitle>{t('entry.title')}</CardTitle>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack $gap="md">
          <DonorPicker value={donor} onChange={setDonor} inputId={donorInputId} />
          <StyledRow>
            <TextField label={t('entry.amount')} inputMode="decimal" value={amount} required onChange={(event) => setAmount(event.target.value)} />
            {!split && (
              <SelectField label={t('entry.fund')} value={fundId} required onChange={(event) => setFundId(event.target.value)} options={fundOptions} />
            )}
            <SelectField
              label={t('entry.method')}
              value={method}
              onChange={(event) => setMethod(event.target.value as DonationMethod)}
              options={DONATION_METHODS.map((value) => ({ value, label: t(`methods.${value}`) }))}
            />
            {method === 'cheque' && (
              <TextField label={t('entry.chequeNumber')} value={chequeNumber} onChange={(event) => setChequeNumber(event.target.value)} />
            )}
            {method === 'in-kind' && (
              <TextField
                label={t('entry.inKindDescription')}
                hint={t('entry.inKindHint')}
                value={inKind}
                required
                onChange={(event) => setInKind(event.target.value)}
              />
            )}
          </StyledRow>
          <Switch label={t('entry.split')} checked={split} onChange={setSplit} />
          {split && (
            <Stack $gap="sm">
              {lines.map((line, index) => (
                <StyledSplit key={line.key}>
                  <SelectField
                    label={t('entry.splitFund', { number: index + 1 })}
                    value={line.fundId}
                    onChange={(event) => setLines(lines.map((l) => (l.key === line.key ? { ...l, fundId: event.target.value } : l)))}
                    options={fundOptions}
                  />
                  <TextField
                    label={t('entry.splitAmount')}
                    inputMode="decimal"
                    value={line.amount}
                    onChange={(event) => setLines(lines.map((l) => (l.key === line.key ? { ...l, amount: event.target.value } : l)))}
                  />
                  <Button
                    variant="ghost"
                    disabled={lines.length <= 2}
                    aria-label={t('entry.removeFund', { number: index + 1 })}
                    onClick={() => setLines(lines.filter((l) => l.key !== line.key))}
                  >
                    ×
                  </Button>
                </StyledSplit>
              ))}
              <div>
                <Button variant="secondary" size="sm" onClick={() => setLines([...lines, { key: 1000 + nextKey.current++, fundId: '', amount: '' }])}>
                  {t('entry.addFund')}
                </Button>
              </div>
              {minor !== null && <p aria-live="polite">{t('entry.splitLeft', { amount: moneyText({ minor: minor - assigned, currency }, language) })}</p>}
            </Stack>
          )}
          <StyledRow>
            <TextField type="date" label={t('entry.receivedOn')} value={date} required onChange={(event) => setDate(event.target.value)} />
            <TextField
              label={t('entry.deductible')}
              hint={t('entry.deductibleHint')}
              inputMode="decimal"
              value={deductible}
              onChange={(event) => setDeductible(event.target.value)}
            />
            <TextField
              label={t('entry.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              error={fieldError('note') && validationMessage(t, fieldError('note')!)}
            />
          </StyledRow>
          {(problem || record.isError) && (
            <InlineAlert role="alert">
              {problem ??
                (isApiError(record.error) && record.error.fields.length > 0
                  ? validationMessage(t, record.error.fields[0].message)
                  : errorMessageOf(t, record.error))}
            </InlineAlert>
          )}
          {added && (
            <InlineAlert $tone="success" role="status">
              {added}
            </InlineAlert>
          )}
          <div>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending ? t('entry.adding') : t('entry.add')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
