import type { HouseholdRelationship, HouseholdView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isApiError } from '../../../../shared/api';
import { useDebouncedValue } from '../../../../shared/hooks';
import { errorMessageOf } from '../../../../shared/i18n';
import { Button, InlineAlert, SelectField, SubmitButton, TextField, useToast } from '../../../../shared/ui';
import { useMembers } from '../../api/get-members.query';
import { useAddHouseholdMember } from '../api/add-household-member.mutation';
import { relationshipOptions } from './household-labels.util';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

/**
 * Find a person by name and add them with a relationship. Someone in another household is not
 * moved silently: the refusal says so and offers the move.
 */
export function AddHouseholdMemberForm({ household }: { household: HouseholdView }) {
  const { t } = useTranslation(['households', 'common']);
  const toast = useToast();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const [memberId, setMemberId] = useState('');
  const [relationship, setRelationship] = useState<HouseholdRelationship>('other-adult');
  const [offerMove, setOfferMove] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const found = useMembers({ search: debounced, pageSize: 10, sort: 'name' });
  const add = useAddHouseholdMember();
  const present = new Set(household.members.map((person) => person.memberId));
  const candidates = debounced ? (found.data?.items ?? []).filter((member) => !present.has(member.id)) : [];
  const chosen = candidates.some((member) => member.id === memberId) ? memberId : '';

  const send = (move: boolean) => {
    if (!chosen) {
      setError(t('detail.choosePerson'));
      return;
    }
    setError(null);
    add.mutate(
      { householdId: household.id, revision: household.revision, memberId: chosen, relationship, move },
      {
        onSuccess: () => {
          const name = candidates.find((member) => member.id === chosen)?.fullName ?? '';
          toast.show({ tone: 'success', title: t('detail.addTitle'), message: t('detail.added', { name }) });
          setOfferMove(false);
          setSearch('');
          setMemberId('');
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.code === 'ALREADY_IN_HOUSEHOLD') setOfferMove(true);
          setError(errorMessageOf(t, failure));
        },
      },
    );
  };

  let status = '';
  if (debounced && found.isFetching) status = t('detail.searching');
  else if (debounced && found.isError) status = t('detail.searchFailed');
  else if (debounced && candidates.length === 0) status = t('detail.noMatches');

  return (
    <StyledForm
      aria-labelledby="household-add-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send(false);
      }}
    >
      <TextField
        label={t('fields.findPerson')}
        type="search"
        autoComplete="off"
        placeholder={t('fields.findPersonPlaceholder')}
        value={search}
        hint={status || undefined}
        onChange={(e) => {
          setSearch(e.target.value);
          setOfferMove(false);
        }}
      />
      <SelectField
        label={t('fields.person')}
        value={chosen}
        options={[{ value: '', label: t('detail.choosePerson') }, ...candidates.map((member) => ({ value: member.id, label: member.fullName }))]}
        onChange={(e) => {
          setMemberId(e.target.value);
          setOfferMove(false);
          setError(null);
        }}
      />
      <SelectField
        label={t('fields.relationship')}
        value={relationship}
        options={relationshipOptions(t)}
        onChange={(e) => setRelationship(e.target.value as HouseholdRelationship)}
      />
      {error && <InlineAlert role="alert">{error}</InlineAlert>}
      <StyledActions>
        <SubmitButton pending={add.isPending} pendingLabel={t('detail.adding')}>
          {t('detail.add')}
        </SubmitButton>
        {offerMove && (
          <Button variant="secondary" onClick={() => send(true)} disabled={add.isPending}>
            {t('detail.move')}
          </Button>
        )}
      </StyledActions>
    </StyledForm>
  );
}
