import type { SecurityEventView } from '@koinonia/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../shared/hooks';
import { Button, PageActions, PageHeader, PageHeading, PageSubtitle, Stack } from '../../../shared/ui';
import { useSecurityAccounts } from '../api/get-security-accounts.query';
import { securityKeys } from '../api/security-query-keys.constant';
import { useVerifyChain } from '../api/verify-chain.mutation';
import { ActiveSessions } from './active-sessions';
import { ChainAnchor } from './chain-anchor';
import { ChainVerificationResult } from './chain-verification';
import { FailedSignInsChart } from './failed-sign-ins-chart';
import { LockedAccounts } from './locked-accounts';
import { SecurityFeed } from './security-feed';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** What a new entry changes elsewhere on the page. */
const AFFECTS_ACCOUNTS = new Set([
  'sign-in',
  'sign-in-failed',
  'account-locked',
  'account-unlocked',
  'user-created',
  'user-deactivated',
  'user-reactivated',
  'role-granted',
  'role-revoked',
]);
const AFFECTS_SESSIONS = new Set(['sign-in', 'sign-out', 'session-revoked', 'user-deactivated', 'password-changed', 'password-reset']);

/** `/security-center`: the live security log, failed sign-ins over time, lockouts, sessions, the chain check and its anchor. */
export default function SecurityCenterPage() {
  const { t } = useTranslation('security');
  useDocumentTitle(t('title'));
  const queryClient = useQueryClient();
  const accounts = useSecurityAccounts();
  const verify = useVerifyChain();

  const onEntry = (entry: SecurityEventView) => {
    if (entry.type === 'sign-in-failed') void queryClient.invalidateQueries({ queryKey: [...securityKeys.all, 'failed-sign-ins'] });
    if (AFFECTS_ACCOUNTS.has(entry.type)) void queryClient.invalidateQueries({ queryKey: securityKeys.accounts() });
    if (AFFECTS_SESSIONS.has(entry.type)) void queryClient.invalidateQueries({ queryKey: securityKeys.sessions() });
  };

  return (
    <>
      <PageHeader>
        <div>
          <PageHeading>{t('title')}</PageHeading>
          <PageSubtitle>{t('subtitle')}</PageSubtitle>
        </div>
        <PageActions>
          <Button variant="secondary" onClick={() => verify.mutate()} disabled={verify.isPending}>
            {verify.isPending ? t('verify.working') : t('verify.button')}
          </Button>
        </PageActions>
      </PageHeader>
      <Stack $gap="lg">
        <ChainVerificationResult verify={verify} />
        <ChainAnchor />
        <StyledGrid>
          <FailedSignInsChart />
          <LockedAccounts accounts={accounts} />
        </StyledGrid>
        <SecurityFeed accounts={accounts.data} onEntry={onEntry} />
        <ActiveSessions />
      </Stack>
    </>
  );
}
