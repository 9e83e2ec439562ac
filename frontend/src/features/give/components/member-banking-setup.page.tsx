import { SaveBankAccountDto, type BankAccountType } from '@koinonia/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessageOf } from '../../../shared/i18n';
import {
  Button,
  Card,
  CardTitle,
  ErrorState,
  InlineAlert,
  LoadingState,
  PageHeader,
  PageHeading,
  PageSubtitle,
  SelectField,
  Stack,
  TextField,
} from '../../../shared/ui';
import { useOnlineGiving } from '../api/get-online-giving.query';
import { useRemovePaymentMethod, useSaveBankAccount, useStartCardSetup } from '../api/my-online-giving.mutations';
import { useMyOnlineGiving } from '../api/my-online-giving.query';

const FIELDS = ['holderName', 'routingNumber', 'accountNumber', 'accountType'] as const;

/**
 * `/member-banking-setup`: my saved payment methods for recurring gifts. A card is entered on the
 * provider's page; a US bank account's numbers go to the provider once the routing number passes
 * its checksum, and only the bank, last four digits and expiry are kept.
 */
export default function MemberBankingSetupPage() {
  const { t } = useTranslation(['give', 'common']);
  useDocumentTitle(t('give:banking.title'));
  const [params] = useSearchParams();
  const [bankSent, setBankSent] = useState(false);
  const status = useOnlineGiving();
  const awaiting = params.get('saved') === 'card' || bankSent;
  const mine = useMyOnlineGiving(awaiting);
  const cardSetup = useStartCardSetup();
  const saveBank = useSaveBankAccount();
  const remove = useRemovePaymentMethod();
  const [account, setAccount] = useState({ holderName: '', routingNumber: '', accountNumber: '', accountType: 'checking' as BankAccountType });
  const form = useFormErrors(t, FIELDS);

  const submitBank = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The same checks as the server's, the routing number's ABA checksum among them, before anything is sent.
    const result = validateDto(SaveBankAccountDto, account);
    if (!form.acceptClientCheck(result)) return;
    saveBank.mutate(result.value, {
      onSuccess: () => {
        setBankSent(true);
        setAccount({ holderName: '', routingNumber: '', accountNumber: '', accountType: 'checking' });
      },
      onError: form.showServerError,
    });
  };
  const field = (name: (typeof FIELDS)[number]) => ({
    value: account[name],
    onChange: (event: { target: { value: string } }) => {
      setAccount((current) => ({ ...current, [name]: event.target.value }));
      form.clearField(name);
    },
    error: form.errors[name],
  });

  const methods = mine.data?.paymentMethods ?? [];
  return (
    <Stack>
      <PageHeader>
        <div>
          <PageHeading>{t('give:banking.title')}</PageHeading>
          <PageSubtitle>{t('give:banking.subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      {status.isPending || mine.isPending ? (
        <LoadingState />
      ) : status.isError || mine.isError ? (
        <ErrorState title={errorMessageOf(t, status.error ?? mine.error)} onRetry={() => void mine.refetch()} />
      ) : !status.data?.enabled ? (
        <InlineAlert $tone="warning">{t('give:off')}</InlineAlert>
      ) : (
        <>
          <Card>
            <Stack $gap="md">
              <CardTitle>{t('give:banking.saved')}</CardTitle>
              {methods.length === 0 ? (
                <p>{awaiting ? t('give:banking.awaiting') : t('give:banking.none')}</p>
              ) : (
                <ul aria-label={t('give:banking.saved')}>
                  {methods.map((method) => (
                    <li key={method.id}>
                      {t('give:methods.describe', { brand: method.brand, last4: method.last4 })}
                      {method.expMonth && method.expYear
                        ? ` · ${t('give:methods.expires', { month: String(method.expMonth).padStart(2, '0'), year: method.expYear })}`
                        : ''}{' '}
                      <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(method.id)}>
                        {t('give:banking.remove')}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {cardSetup.error && <InlineAlert role="alert">{errorMessageOf(t, cardSetup.error)}</InlineAlert>}
              <div>
                <Button disabled={cardSetup.isPending} onClick={() => cardSetup.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })}>
                  {t('give:banking.addCard')}
                </Button>
              </div>
            </Stack>
          </Card>
          <Card>
            <form ref={form.formRef} onSubmit={submitBank} noValidate aria-label={t('give:banking.bankTitle')}>
              <Stack $gap="md">
                <CardTitle>{t('give:banking.bankTitle')}</CardTitle>
                <TextField label={t('give:banking.holderName')} autoComplete="name" aria-required="true" {...field('holderName')} />
                <TextField label={t('give:banking.routingNumber')} inputMode="numeric" autoComplete="off" aria-required="true" {...field('routingNumber')} />
                <TextField label={t('give:banking.accountNumber')} inputMode="numeric" autoComplete="off" aria-required="true" {...field('accountNumber')} />
                <SelectField
                  label={t('give:banking.accountType')}
                  {...field('accountType')}
                  options={[
                    { value: 'checking', label: t('give:banking.checking') },
                    { value: 'savings', label: t('give:banking.savings') },
                  ]}
                />
                {form.formError && <InlineAlert role="alert">{form.formError}</InlineAlert>}
                {bankSent && !saveBank.isPending && <p role="status">{t('give:banking.bankSent')}</p>}
                <div>
                  <Button type="submit" disabled={saveBank.isPending}>
                    {t('give:banking.saveBank')}
                  </Button>
                </div>
              </Stack>
            </form>
          </Card>
        </>
      )}
    </Stack>
  );
}
