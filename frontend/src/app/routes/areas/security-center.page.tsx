import { useTranslation } from 'react-i18next';
import { errorMessageOf, formatDate } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/hooks';
import { Badge, Card, CardTitle, DataTable, ErrorState, LoadingState, PageHeader, PageHeading, PageSubtitle } from '../../../shared/ui';
import { useAccounts } from './api/get-accounts.query';

/**
 * `/security-center`: until its live feed arrives, what the server already knows about each
 * account — its last sign-in and whether it is locked.
 */
export default function SecurityCenterPage() {
  const { t, i18n } = useTranslation('shell');
  useDocumentTitle(t('pages.security-center.title'));
  const accounts = useAccounts();
  const now = new Date().toISOString();

  let body;
  if (accounts.isPending) body = <LoadingState />;
  else if (accounts.isError)
    body = <ErrorState title={t('pages.security-center.loadFailed')} description={errorMessageOf(t, accounts.error)} onRetry={() => void accounts.refetch()} retrying={accounts.isFetching} />;
  else {
    const columns = { name: t('pages.security-center.name'), lastSignIn: t('pages.security-center.lastSignIn'), state: t('pages.security-center.state') };
    body = (
      <DataTable>
        <thead>
          <tr>
            <th scope="col">{columns.name}</th>
            <th scope="col">{columns.lastSignIn}</th>
            <th scope="col">{columns.state}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.data.map((account) => {
            const locked = account.lockedUntil !== null && account.lockedUntil > now;
            return (
              <tr key={account.id}>
                <td data-label={columns.name}>
                  {account.displayName}
                  <br />
                  {account.email}
                </td>
                <td data-label={columns.lastSignIn}>{account.lastSignInAt ? formatDate(account.lastSignInAt, i18n.language, 'dateTime') : t('pages.security-center.never')}</td>
                <td data-label={columns.state}>
                  {locked ? (
                    <Badge $tone="warning">{t('pages.security-center.lockedUntil', { time: formatDate(account.lockedUntil!, i18n.language, 'dateTime') })}</Badge>
                  ) : account.active ? (
                    <Badge $tone="success">{t('pages.security-center.active')}</Badge>
                  ) : (
                    <Badge>{t('pages.security-center.inactive')}</Badge>
                  )}
                  {account.failedLoginAttempts > 0 && <p>{t('pages.security-center.failures', { count: account.failedLoginAttempts })}</p>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
    );
  }

  return (
    <>
      <PageHeader>
        <div>
          <PageHeading>{t('pages.security-center.title')}</PageHeading>
          <PageSubtitle>{t('pages.security-center.subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      <Card aria-labelledby="security-accounts">
        <CardTitle id="security-accounts">{t('pages.security-center.accounts')}</CardTitle>
        {body}
      </Card>
    </>
  );
}
