import type { VolunteerSlotView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Badge, Button, Dialog, EmptyState, ErrorState, InlineAlert, LoadingState, SelectField, Stack, StackList, TextField } from '../../../shared/ui';
import { useAssign, useCandidates, useFindPeople } from '../api/volunteer-management.api';
import { StyledActions, StyledBar, StyledMuted, StyledRow, StyledSectionHeading, StyledTitle, StyledWhat } from './volunteer.styles';
import { conflictWords, unavailableMessage } from './volunteer-words.util';

/** Schedule someone on a slot: its qualified members (free ones and those who served least first), or anyone found in the directory. */
export function AssignDialog({ slot, onClose }: { slot: VolunteerSlotView; onClose: () => void }) {
  const { t } = useTranslation('volunteers');
  const format = useFormat();
  const candidates = useCandidates(slot.id);
  const assign = useAssign();
  const [search, setSearch] = useState('');
  const [other, setOther] = useState('');
  const people = useFindPeople(useDebouncedValue(search, 250));
  const schedule = (memberId: string) => assign.mutate({ slotId: slot.id, memberIds: [memberId] }, { onSuccess: onClose });
  return (
    <Dialog
      open
      width="40rem"
      title={t('assign.title', { position: slot.positionName })}
      description={t('assign.description', { event: slot.title, when: format.dateTime(slot.startsAt), filled: slot.filled, needed: slot.needed })}
      onClose={onClose}
    >
      <Stack $gap="md">
        <StyledSectionHeading id="volunteers-candidates-heading">{t('assign.candidates')}</StyledSectionHeading>
        {candidates.isPending ? (
          <LoadingState label={t('loading')} />
        ) : candidates.isError ? (
          <ErrorState title={t('loadFailed')} description={errorMessageOf(t, candidates.error)} onRetry={() => void candidates.refetch()} />
        ) : candidates.data.length === 0 ? (
          <EmptyState title={t('assign.noCandidates')} />
        ) : (
          <StackList aria-labelledby="volunteers-candidates-heading">
            {candidates.data.map((candidate) => (
              <StyledRow key={candidate.memberId}>
                <StyledWhat>
                  <StyledTitle>{candidate.fullName}</StyledTitle>
                  <StyledMuted>{t('assign.recent', { number: candidate.recentServices })}</StyledMuted>
                  {candidate.conflicts.length > 0 && <StyledMuted>{conflictWords(t, candidate.conflicts)}</StyledMuted>}
                </StyledWhat>
                <StyledActions>
                  {candidate.available ? (
                    <Button
                      size="sm"
                      disabled={assign.isPending}
                      aria-label={t('assign.assignLabel', { name: candidate.fullName })}
                      onClick={() => schedule(candidate.memberId)}
                    >
                      {t('assign.assign')}
                    </Button>
                  ) : (
                    <Badge $tone="warning">{t('assign.notFree')}</Badge>
                  )}
                </StyledActions>
              </StyledRow>
            ))}
          </StackList>
        )}
        <StyledSectionHeading>{t('assign.someoneElse')}</StyledSectionHeading>
        <StyledBar>
          <TextField label={t('assign.findPerson')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          <SelectField
            label={t('assign.person')}
            value={other}
            onChange={(e) => setOther(e.target.value)}
            error={people.isError ? errorMessageOf(t, people.error) : undefined}
            options={[
              { value: '', label: people.isPending ? t('loading') : t('assign.choosePerson') },
              ...(people.data?.items ?? []).map((person) => ({ value: person.id, label: person.fullName })),
            ]}
          />
          <Button disabled={assign.isPending || !other} onClick={() => schedule(other)}>
            {t('assign.assign')}
          </Button>
        </StyledBar>
        {assign.isError && <InlineAlert role="alert">{unavailableMessage(t, assign.error)}</InlineAlert>}
      </Stack>
    </Dialog>
  );
}
