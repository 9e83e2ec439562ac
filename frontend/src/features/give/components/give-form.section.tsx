import type { OnlineGivingStatus, PaymentMethodView, RecurringFrequency } from '@koinonia/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/i18n';
import { Button, InlineAlert, SelectField, Stack, TextField } from '../../../shared/ui';
import { useStartGift } from '../api/start-gift.mutation';
import { useScheduleRecurringGift } from '../api/my-online-giving.mutations';
import { toMinor } from './amount.util';

type Frequency = 'once' | RecurringFrequency;

/**
 * Fund, amount and, for a member, how often. A one-time gift goes to the provider's page to be paid
 * (the card is entered there, never here); a recurring one is charged from a saved method by our
 * schedule. A visitor gives once, with the name their receipt goes to.
 */
export function GiveForm({
  status,
  visitor,
  methods,
  onScheduled,
}: {
  status: OnlineGivingStatus;
  visitor: boolean;
  methods: PaymentMethodView[];
  onScheduled?: () => void;
}) {
  const { t } = useTranslation(['give', 'common']);
  const [fundId, setFundId] = useState(status.funds[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [frequency, setFrequency] = useState<Frequency>('once');
  const [methodId, setMethodId] = useState(methods[0]?.id ?? '');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const start = useStartGift();
  const schedule = useScheduleRecurringGift();
  const pending = start.isPending || schedule.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const minor = toMinor(amount, status.currency);
    if (minor === null) return setProblem(t('give:form.amountInvalid'));
    if (visitor && !name.trim()) return setProblem(t('give:form.nameRequired'));
    setProblem(null);
    const money = { minor, currency: status.currency };
    if (frequency !== 'once') {
      schedule.mutate(
        { fundId, amount: money, frequency, paymentMethodId: methodId },
        { onSuccess: () => onScheduled?.(), onError: (error) => setProblem(errorMessageOf(t, error)) },
      );
      return;
    }
    const gift = visitor
      ? { visitor: true as const, body: { fundId, amount: money, name: name.trim(), ...(email.trim() ? { email: email.trim() } : {}) } }
      : { visitor: false as const, body: { fundId, amount: money } };
    start.mutate(gift, { onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl), onError: (error) => setProblem(errorMessageOf(t, error)) });
  };

  const frequencies: { value: Frequency; label: string }[] = [
    { value: 'once', label: t('give:form.once') },
    ...(visitor ? [] : (['weekly', 'monthly'] as const).map((value) => ({ value, label: t(`give:form.${value}`) }))),
  ];
  const recurring = frequency !== 'once';
  return (
    <form onSubmit={submit} noValidate aria-label={t('give:form.label')}>
      <Stack>
        <SelectField
          label={t('give:form.fund')}
          value={fundId}
          onChange={(event) => setFundId(event.target.value)}
          options={status.funds.map((fund) => ({ value: fund.id, label: fund.name }))}
        />
        <TextField
          label={t('give:form.amount', { currency: status.currency })}
          inputMode="decimal"
          autoComplete="transaction-amount"
          aria-required="true"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        {frequencies.length > 1 && (
          <SelectField
            label={t('give:form.frequency')}
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as Frequency)}
            options={frequencies}
          />
        )}
        {recurring && methods.length > 0 && (
          <SelectField
            label={t('give:form.method')}
            value={methodId}
            onChange={(event) => setMethodId(event.target.value)}
            options={methods.map((method) => ({ value: method.id, label: t('give:methods.describe', { brand: method.brand, last4: method.last4 }) }))}
          />
        )}
        {recurring && methods.length === 0 && <InlineAlert $tone="warning">{t('give:form.noMethod')}</InlineAlert>}
        {visitor && (
          <>
            <TextField label={t('give:form.name')} autoComplete="name" aria-required="true" value={name} onChange={(event) => setName(event.target.value)} />
            <TextField label={t('give:form.email')} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </>
        )}
        {problem && <InlineAlert role="alert">{problem}</InlineAlert>}
        <Button type="submit" disabled={pending || (recurring && methods.length === 0)}>
          {recurring ? t('give:form.schedule') : t('give:form.submit')}
        </Button>
        {!recurring && <p>{t('give:form.provider')}</p>}
      </Stack>
    </form>
  );
}
