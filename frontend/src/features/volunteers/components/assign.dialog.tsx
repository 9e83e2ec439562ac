import type { VolunteerSlotView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDebouncedValue } from '../../../shared/hooks';
import { useMemberSearch } from '../../../shared/people';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Badge, Button, Dialog, EmptyState, ErrorState, InlineAlert, LoadingState, SelectField, Stack, StackList, TextField } from '../../../shared/ui';
import { useAssign, useCandidates } from '../api/volunteer-management.api';
import { StyledActions, StyledBar, StyledMuted, StyledRow, StyledSectionHeading, StyledTitle, StyledWhat } from './volunteer.styles';
import { conflictWords, STATUS_TONES, unavailableMessage } from './volunteer-words.util';

const StyledDeclined = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Those who declined a slot, with their reasons (the leaders' view; nothing for others). */
export function DeclinedPeople({ slot }: { slot: VolunteerSlotView }) {
  const { t } = useTranslation('volunteers');
  if (slot.declined.length === 0) return null;
  return (
    <StyledDeclined aria-label={t('slot.declinedLabel', { position: slot.positionName })}>
      {slot.declined.map((person) => (
        <li key={person.id}>
          {person.declineReason
            ? t('slot.declinedBecause', { name: person.fullName, reason: person.declineReason })
            : t('slot.declinedBy', { name: person.fullName })}
        </li>
      ))}
    </StyledDeclined>
  );
}

export interface AssignDialogProps {
  slot: VolunteerSlotView;
  /** Opened as the slot's detail (a notification's link): who is on it and who declined come first. */
  detail?: boolean;
  /** The reader may schedule someone here now (a leader, the service ahead, a place open). */
  canAssign?: boolean;
  onClose: () => void;
}

/**
 * Schedule someone on a slot, or replace someone who declined: its qualified members (free ones and
 * those who served least recently first), or anyone found in the directory.
 */
export function AssignDialog({ slot, detail = false, canAssign = true, onClose }: AssignDialogProps) {
  const { t } = useTranslation('volunteers');
  const format = useFormat();
  // Held here, not in the choices: the slot may come back full (a live refresh) before the answer, which
  // removes the choices, and the answer must still close the dialog.
  const assign = useAssign();
  return (
    <Dialog
      open
      width="40rem"
      title={detail ? t('mine.what', { position: slot.positionName, event: slot.title }) : t('assign.title', { position: slot.positionName })}
      description={t('assign.description', { event: slot.title, when: format.dateTime(slot.startsAt), filled: slot.filled, needed: slot.needed })}
      onClose={onClose}
    >
      <Stack $gap="md">
        {detail && (
          <>
            <StyledSectionHeading>{t('assign.onSlot')}</StyledSectionHeading>
            {slot.assignments.length === 0 ? (
              <StyledMuted>{t('slot.nobody')}</StyledMuted>
            ) : (
              <StyledDeclined>
                {slot.assignments.map((a) => (
                  <li key={a.id}>
                    {a.fullName} <Badge $tone={STATUS_TONES[a.status]}>{t(`status.${a.status}`)}</Badge>
                  </li>
                ))}
              </StyledDeclined>
            )}
            <DeclinedPeople slot={slot} />
            {!canAssign && <StyledMuted>{slot.filled >= slot.needed ? t('assign.full') : t('assign.closed')}</StyledMuted>}
          </>
        )}
        {canAssign && <Choices slot={slot} replacing={detail && slot.declined.length > 0} assign={assign} onClose={onClose} />}
      </Stack>
    </Dialog>
  );
}

/** The replacement list (qualified members, free and least-served first) and the directory search. */
function Choices({
  slot,
  replacing,
  assign,
  onClose,
}: {
  slot: VolunteerSlotView;
  replacing: boolean;
  assign: ReturnType<typeof useAssign>;
  onClose: () => void;
}) {
  const { t } = useTranslation('volunteers');
  const candidates = useCandidates(slot.id);
  const [search, setSearch] = useState('');
  const [other, setOther] = useState('');
  const people = useMemberSearch(useDebouncedValue(search, 250), { pageSize: 20, minLength: 0 });
  const schedule = (memberId: string) => assign.mutate({ slotId: slot.id, memberIds: [memberId] }, { onSuccess: onClose });
  return (
    <>
      <StyledSectionHeading id="volunteers-candidates-heading">{replacing ? t('assign.replacements') : t('assign.candidates')}</StyledSectionHeading>
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
    </>
  );
}
