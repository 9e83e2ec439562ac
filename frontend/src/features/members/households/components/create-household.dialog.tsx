import { CreateHouseholdDto } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFormErrors, validateDto } from '../../../../shared/forms';
import { Button, Dialog, Form, SubmitButton, TextField, useToast } from '../../../../shared/ui';
import { useCreateHousehold } from '../api/create-household.mutation';
import { householdPaths } from './household-paths.util';

const FIELDS = ['name', 'address'] as const;

/** New household: its name and shared address; its people are added on its page, where it opens. */
export function CreateHouseholdDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('households');
  return (
    <Dialog open={open} title={t('createDialog.title')} description={t('createDialog.description')} onClose={onClose}>
      <CreateHouseholdForm onClose={onClose} />
    </Dialog>
  );
}

function CreateHouseholdForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['households', 'common']);
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateHousehold();
  const [values, setValues] = useState({ name: '', address: '' });
  const form = useFormErrors(t, FIELDS);

  const submit = () => {
    const result = validateDto(CreateHouseholdDto, values);
    if (!form.acceptClientCheck(result) || !result.valid) return;
    create.mutate(result.value, {
      onSuccess: (done) => {
        toast.show({ tone: 'success', title: t('createDialog.title'), message: t('createDialog.success', { name: result.value.name }) });
        onClose();
        void navigate(householdPaths.household(done.id));
      },
      onError: form.showServerError,
    });
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <SubmitButton pending={create.isPending} pendingLabel={t('createDialog.submitting')}>
            {t('createDialog.submit')}
          </SubmitButton>
        </>
      }
    >
      {FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          label={t(`fields.${field}`)}
          value={values[field]}
          error={form.errors[field]}
          required={field === 'name'}
          disabled={create.isPending}
          onChange={(e) => {
            setValues((current) => ({ ...current, [field]: e.target.value }));
            form.clearField(field);
          }}
        />
      ))}
    </Form>
  );
}
