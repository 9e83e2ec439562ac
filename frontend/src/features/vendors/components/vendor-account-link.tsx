import type { VendorView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf } from '../../../shared/i18n';
import { Button, InlineAlert, SelectField, Stack } from '../../../shared/ui';
import { useLinkVendorAccount, useUnlinkVendorAccount } from '../api/vendors-commands.mutation';
import { useVendorAccounts } from '../api/vendors.queries';

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The profile's vendor account, for administrators (vendors.accounts.link): unlink it, or link a free
 * one. An account keeps one profile and a profile has one account, so accounts linked elsewhere are
 * offered greyed out; each change is sent at once, apart from the profile form.
 */
export function VendorAccountLink({ vendor }: { vendor: VendorView }) {
  const { t } = useTranslation('vendors');
  const accounts = useVendorAccounts(true);
  const link = useLinkVendorAccount();
  const unlink = useUnlinkVendorAccount();
  const [chosen, setChosen] = useState('');
  const current = accounts.data?.find((account) => account.vendorId === vendor.id) ?? null;
  const failed = link.error ?? unlink.error;
  const pending = link.isPending || unlink.isPending;

  return (
    <Stack $gap="sm" as="section" aria-labelledby="vendor-account-link-title">
      <Heading id="vendor-account-link-title">{t('relink.title')}</Heading>
      {current ? (
        <Row>
          <Note>{t('relink.linkedTo', { name: current.displayName, email: current.email })}</Note>
          <Button variant="secondary" size="sm" disabled={pending} onClick={() => unlink.mutate(vendor.id, { onSuccess: () => setChosen('') })}>
            {t('relink.unlink')}
          </Button>
        </Row>
      ) : (
        <>
          <Note>{t('relink.none')}</Note>
          <Row>
            <SelectField
              label={t('relink.choose')}
              value={chosen}
              disabled={pending || !accounts.data}
              options={[
                { value: '', label: t('manage.noAccount') },
                ...(accounts.data ?? []).map((account) => ({
                  value: account.id,
                  label: account.vendorId
                    ? t('manage.accountTaken', { name: account.displayName, email: account.email })
                    : `${account.displayName} (${account.email})`,
                  disabled: account.vendorId !== null,
                })),
              ]}
              onChange={(event) => setChosen(event.target.value)}
            />
            <Button variant="secondary" disabled={pending || chosen === ''} onClick={() => link.mutate({ id: vendor.id, userId: chosen })}>
              {t('relink.link')}
            </Button>
          </Row>
        </>
      )}
      {failed && <InlineAlert $tone="danger">{errorMessageOf(t, failed)}</InlineAlert>}
    </Stack>
  );
}
