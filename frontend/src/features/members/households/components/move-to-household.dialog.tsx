import type { HouseholdRelationship, HouseholdView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/api';
import { useFormErrors } from '../../../../shared/forms';
import { useDebouncedValue } from '../../../../shared/hooks';
import { Button, Dialog, Form, SelectField, SubmitButton, TextField, useToast } from '../../../../shared/ui';
import { useAddHouseholdMember } from '../api/add-household-member.mutation';
import { useHouseholds } from '../api/get-households.query';
import { relationshipLabel, relationshipOptions } from './household-labels.util';

/** The person the profile is about, and the household they are in now (null: none). */
export interface MovingPerson {
  memberId: string;
  fullName: string;
  from: { id: string; name: string } | null;
}

/**
 * From a profile: find a household by name, choose the relationship, then — for someone already in a
 * household — confirm the move ("Move Anna from the Smith household?"). Someone found in a household
 * after all (ALREADY_IN_HOUSEHOLD: placed meanwhile) is offered the move rather than refused.
 */
export function MoveToHouseholdDialog({ person, onClose }: { person: MovingPerson; onClose: () => void }) {
  const { t } = useTranslation(['households', 'common']);
  const toast = useToast();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const [targetId, setTargetId] = useState('');
  const [relationship, setRelationship] = useState<HouseholdRelationship>('other-adult');
  const [confirming, setConfirming] = useState(false);
  const form = useFormErrors(t, ['householdId'] as const);
  const found = useHouseholds({ search: debounced || undefined, pageSize: 20 });
  const add = useAddHouseholdMember();
  const candidates = (found.data?.items ?? []).filter((household) => household.id !== person.from?.id);
  const target: HouseholdView | undefined = candidates.find((household) => household.id === targetId);
  const name = person.fullName || t('move.thisPerson');

  const send = (move: boolean) => {
    if (!target) return;
    add.mutate(
      { householdId: target.id, revision: target.revision, memberId: person.memberId, relationship, move },
      {
        onSuccess: () => {
          toast.show({ tone: 'success', title: t('move.done'), message: t('move.moved', { name, to: target.name }) });
          onClose();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.code === 'ALREADY_IN_HOUSEHOLD') setConfirming(true);
          else form.showServerError(failure);
        },
      },
    );
  };

  const submit = () => {
    if (!target) {
      form.setFieldError('householdId', t('detail.chooseHousehold'));
      return;
    }
    form.reset();
    if (confirming) send(true);
    else if (person.from) setConfirming(true);
    else send(false);
  };

  const relationshipText = relationshipLabel(t, relationship);
  return (
    <Dialog open title={person.from ? t('move.title', { name }) : t('move.addTitle', { name })} onClose={onClose}>
      <Form
        form={form}
        onSubmit={submit}
        footer={
          <>
            <Button variant="secondary" onClick={confirming ? () => setConfirming(false) : onClose}>
              {confirming ? t('move.back') : t('common:actions.cancel')}
            </Button>
            <SubmitButton pending={add.isPending} pendingLabel={t('move.moving')}>
              {confirming ? t('move.confirmSubmit') : person.from ? t('move.next') : t('detail.add')}
            </SubmitButton>
          </>
        }
      >
        {confirming && target ? (
          <div role="alert">
            <p>{person.from ? t('move.confirm', { name, from: person.from.name }) : t('move.confirmElsewhere', { name })}</p>
            <p>{t('move.confirmBody', { name, to: target.name, relationship: relationshipText })}</p>
          </div>
        ) : (
          <>
            <TextField label={t('move.find')} type="search" autoComplete="off" value={search} onChange={(e) => setSearch(e.target.value)} />
            <SelectField
              label={t('move.which')}
              name="householdId"
              value={target?.id ?? ''}
              error={form.errors.householdId}
              hint={found.isError ? t('loadFailed') : undefined}
              options={[{ value: '', label: t('detail.chooseHousehold') }, ...candidates.map((household) => ({ value: household.id, label: household.name }))]}
              onChange={(e) => {
                setTargetId(e.target.value);
                form.clearField('householdId');
              }}
            />
            <SelectField
              label={t('fields.relationship')}
              value={relationship}
              options={relationshipOptions(t)}
              onChange={(e) => setRelationship(e.target.value as HouseholdRelationship)}
            />
          </>
        )}
      </Form>
    </Dialog>
  );
}
