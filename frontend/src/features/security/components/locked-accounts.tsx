import type { SecurityAccountView } from '@koinonia/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Button, Card, CardTitle, Email, ListBody, useToast } from '../../../shared/ui';
import { useUnlockAccount } from '../api/unlock-account.mutation';
import { formatTime } from './security-labels.util';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const StyledName = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledNote = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export function isLocked(account: SecurityAccountView, now = Date.now()): boolean {
  return account.lockedUntil !== null && new Date(account.lockedUntil).getTime() > now;
}

/** Accounts locked out by failed sign-ins, each with Unlock for those who may manage users. */
export function LockedAccounts({ accounts }: { accounts: UseQueryResult<SecurityAccountView[]> }) {
  const { t } = useTranslation(['security', 'common']);
  const format = useFormat();
  const canUnlock = useCan('users.manage');
  const unlock = useUnlockAccount();
  const toast = useToast();

  const now = Date.now();
  const atRisk = accounts.data?.filter((a) => !isLocked(a, now) && a.failedLoginAttempts > 0).length ?? 0;

  return (
    <Card aria-labelledby="locked-accounts-title">
      <CardTitle id="locked-accounts-title">{t('locked.title')}</CardTitle>
      <ListBody
        query={accounts}
        words={{ loading: t('locked.loading'), failed: t('locked.loadFailed'), empty: t('locked.empty') }}
        isEmpty={(all) => !all.some((a) => isLocked(a, now))}
      >
        {(all) => (
          <StyledList>
            {all
              .filter((a) => isLocked(a, now))
              .map((account) => (
                <StyledItem key={account.id}>
                  <div>
                    <StyledName>{account.displayName}</StyledName>
                    <StyledMeta>
                      <Email address={account.email} />
                    </StyledMeta>
                    <StyledMeta>
                      {t('locked.until', { time: formatTime(account.lockedUntil!, format) })} · {t('locked.attempts', { count: account.failedLoginAttempts })}
                    </StyledMeta>
                  </div>
                  {canUnlock && (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('locked.unlockLabel', { name: account.displayName })}
                      disabled={unlock.isPending && unlock.variables === account.id}
                      onClick={() =>
                        unlock.mutate(account.id, {
                          onSuccess: () => toast.show({ tone: 'success', message: t('locked.unlocked', { name: account.displayName }) }),
                          onError: (error) => toast.show({ tone: 'error', message: errorMessageOf(t, error) }),
                        })
                      }
                    >
                      {unlock.isPending && unlock.variables === account.id ? t('locked.unlocking') : t('locked.unlock')}
                    </Button>
                  )}
                </StyledItem>
              ))}
          </StyledList>
        )}
      </ListBody>
      {accounts.isSuccess && atRisk > 0 && <StyledNote>{t('locked.atRisk', { count: atRisk })}</StyledNote>}
    </Card>
  );
}
