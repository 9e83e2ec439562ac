import type { HouseholdAddressChoice, HouseholdView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../../shared/hooks';
import { useFormErrors } from '../../../../shared/forms';
import { Button, Dialog, Form, SelectField, SubmitButton, TextField, useToast } from '../../../../shared/ui';
import { useHouseholds } from '../api/get-households.query';
import { useMergeHouseholds } from '../api/merge-households.mutation';

/** Merge another household into this one: find it, choose the address to keep, confirm. */
export function MergeHouseholdsDialog({ survivor, onClose }: { survivor: HouseholdView; onClose: () => void }) {
  const { t } = useTranslation(['households', 'common']);
  const toast = useToast();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const [mergedId, setMergedId] = useState('');
  const [address, setAddress] = useState<HouseholdAddressChoice>('survivor');
  const form = useFormErrors(t, ['mergedId'] as const);
  const found = useHouseholds({ search: debounced || undefined, pageSize: 20 });
  const merge = useMergeHouseholds();
  const candidates = (found.data?.items ?? []).filter((household) => household.id !== survivor.id);
  const chosen = candidates.find((household) => household.id === mergedId);
  const none = t('detail.noAddress');

  const submit = () => {
    if (!chosen) {
      form.setFieldError('mergedId', t('detail.chooseHousehold'));
      return;
    }
    form.reset();
    merge.mutate(
      { survivorId: survivor.id, revision: survivor.revision, mergedId: chosen.id, address },
      {
        onSuccess: () => {
          toast.show({
            tone: 'success',
            title: t('detail.mergeSubmit'),
            message: t('detail.mergedToast', { name: chosen.name, into: survivor.name }),
          });
          onClose();
        },
        onError: form.showServerError,
      },
    );
  };

  return (
    <Dialog open title={t('detail.mergeTitle', { name: survivor.name })} description={t('detail.mergeDescription')} onClose={onClose}>
      <Form
        form={form}
        onSubmit={submit}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <SubmitButton pending={merge.isPending} pendingLabel={t('detail.merging')}>
              {t('detail.mergeSubmit')}
            </SubmitButton>
          </>
        }
      >
        <TextField label={t('detail.mergeFind')} type="search" autoComplete="off" value={search} onChange={(e) => setSearch(e.target.value)} />
        <SelectField
          label={t('detail.mergeWhich')}
          name="mergedId"
          value={chosen?.id ?? ''}
          error={form.errors.mergedId}
          hint={found.isError ? t('loadFailed') : undefined}
          options={[{ value: '', label: t('detail.chooseHousehold') }, ...candidates.map((household) => ({ value: household.id, label: household.name }))]}
          onChange={(e) => {
            setMergedId(e.target.value);
            form.clearField('mergedId');
          }}
        />
        <SelectField
          label={t('detail.mergeKeep')}
          value={address}
          options={[
            { value: 'survivor', label: t('detail.keepThis', { address: survivor.address || none }) },
            { value: 'merged', label: t('detail.keepOther', { address: chosen ? chosen.address || none : none }) },
          ]}
          onChange={(e) => setAddress(e.target.value as HouseholdAddressChoice)}
        />
      </Form>
    </Dialog>
  );
}
