import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import { Badge, ButtonLink, CardTitle, Email, ErrorState, LoadingState } from '../../../shared/ui';
import { useAdminOverview } from '../api/get-admin-overview.query';
import { StyledCard, StyledCardHeader, StyledList, StyledMuted, StyledSectionTitle } from './dashboard.styles';

const StyledSecurityCard = styled(StyledCard)`
  border-top: 4px solid ${({ theme }) => theme.color.primary};
`;

/** Accounts at risk, beside the security center's live feed: failed sign-ins and lockouts by account. */
export function SecurityEventsCard() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const overview = useAdminOverview();
  const atRisk = overview.data?.atRisk;
  return (
    <StyledSecurityCard aria-labelledby="admin-security-title">
      <StyledCardHeader>
        <CardTitle id="admin-security-title">{t('security.title')}</CardTitle>
        <ButtonLink to={paths.securityCenter} size="sm">
          {t('security.open')}
        </ButtonLink>
      </StyledCardHeader>
      <StyledMuted>{t('security.subtitle')}</StyledMuted>
      <section aria-labelledby="admin-security-at-risk">
        <StyledSectionTitle id="admin-security-at-risk">{t('security.atRisk')}</StyledSectionTitle>
        {atRisk ? (
          atRisk.length === 0 ? (
            <StyledMuted>{t('security.none')}</StyledMuted>
          ) : (
            <StyledList>
              {atRisk.map((account) => (
                <li key={account.id}>
                  <span>
                    <strong>{account.displayName}</strong> <Email address={account.email} />
                  </span>
                  <span>
                    {account.lockedUntil ? (
                      <Badge $tone="warning">{t('security.lockedUntil', { time: format.dateTime(account.lockedUntil) })}</Badge>
                    ) : (
                      <Badge>{t('security.failures', { count: account.failedLoginAttempts })}</Badge>
                    )}
                  </span>
                </li>
              ))}
            </StyledList>
          )
        ) : overview.isPending ? (
          <LoadingState />
        ) : (
          <ErrorState
            title={t('dashboard.loadFailed')}
            description={errorMessageOf(t, overview.error)}
            onRetry={() => void overview.refetch()}
            retrying={overview.isFetching}
          />
        )}
      </section>
    </StyledSecurityCard>
  );
}
