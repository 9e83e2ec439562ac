import type { UserRole } from '@koinonia/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf } from '../../../shared/i18n';
import { Button, Card, CardTitle, CheckboxGroup, ErrorState, InlineAlert, LoadingState, Stack, useToast } from '../../../shared/ui';
import { useSecurityPolicy } from '../api/get-security-policy.query';
import { useSetSecurityPolicy } from '../api/set-security-policy.mutation';
import { roleOptions } from './role-options.util';

const StyledCard = styled(Card)`
  margin-top: ${({ theme }) => theme.space.xl};
  max-width: 48rem;
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * Which roles must use two-step verification: their holders set it up before they can do anything
 * else. Administrators must by default; the demo church is seeded without, and says so here.
 */
export function SecurityPolicyCard() {
  const { t } = useTranslation(['users', 'common']);
  const toast = useToast();
  const policy = useSecurityPolicy();
  const save = useSetSecurityPolicy();
  const [roles, setRoles] = useState<UserRole[] | null>(null);

  useEffect(() => {
    if (policy.data && roles === null) setRoles(policy.data.twoFactorRequiredRoles);
  }, [policy.data, roles]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!roles) return;
    save.mutate({ twoFactorRequiredRoles: roles }, { onSuccess: () => toast.show({ tone: 'success', message: t('policy.saved') }) });
  };

  let body;
  if (policy.isError) body = <ErrorState title={t('policy.loadFailed')} description={errorMessageOf(t, policy.error)} onRetry={() => void policy.refetch()} />;
  else if (roles === null) body = <LoadingState label={t('policy.loading')} />;
  else {
    body = (
      <form onSubmit={submit} noValidate>
        <Stack>
          <StyledText>{t('policy.explain')}</StyledText>
          {/* The demo church is seeded without the default for administrators: say so, so nobody takes it for the default. */}
          {policy.data?.demoChurch && !policy.data.twoFactorRequiredRoles.includes('admin') && (
            <InlineAlert role="note" $tone="warning">
              {t('policy.demoRelaxed')}
            </InlineAlert>
          )}
          <CheckboxGroup legend={t('policy.legend')} options={roleOptions(t)} values={roles} onChange={(next) => setRoles(next as UserRole[])} columns={3} />
          {save.isError && <InlineAlert role="alert">{errorMessageOf(t, save.error)}</InlineAlert>}
          <StyledFooter>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('policy.saving') : t('policy.save')}
            </Button>
          </StyledFooter>
        </Stack>
      </form>
    );
  }

  return (
    <StyledCard aria-labelledby="security-policy-heading">
      <CardTitle id="security-policy-heading">{t('policy.heading')}</CardTitle>
      {body}
    </StyledCard>
  );
}
