import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Button, EmptyState, ErrorState, InlineAlert, LoadingState, StackList } from '../../../shared/ui';
import { useSignUp, useSlots } from '../api/my-volunteering.api';
import { StyledActions, StyledMuted, StyledRow, StyledSection, StyledSectionHeading, StyledTitle, StyledWhat } from './volunteer.styles';
import { mondayOf, today, unavailableMessage } from './volunteer-words.util';
import { WeekPicker } from './week-picker';

/** Open places of a week that I could take: the answer says in plain words when I cannot. */
export function OpenSlotsSection() {
  const { t } = useTranslation('volunteers');
  const format = useFormat();
  const [week, setWeek] = useState(() => mondayOf(today()));
  const slots = useSlots(week);
  const signUp = useSignUp();
  const [now] = useState(() => new Date().toISOString());
  const open = (slots.data ?? []).filter((slot) => slot.startsAt > now && slot.filled < slot.needed && !slot.mine);
  return (
    <StyledSection aria-labelledby="volunteers-open-heading">
      <StyledSectionHeading id="volunteers-open-heading">{t('open.heading')}</StyledSectionHeading>
      <WeekPicker week={week} onChange={setWeek} />
      {slots.isPending ? (
        <LoadingState label={t('loading')} />
      ) : slots.isError ? (
        <ErrorState title={t('loadFailed')} description={errorMessageOf(t, slots.error)} onRetry={() => void slots.refetch()} />
      ) : open.length === 0 ? (
        <EmptyState title={t('open.empty')} />
      ) : (
        <StackList aria-labelledby="volunteers-open-heading">
          {open.map((slot) => (
            <StyledRow key={slot.id}>
              <StyledWhat>
                <StyledTitle>{t('mine.what', { position: slot.positionName, event: slot.title })}</StyledTitle>
                <StyledMuted>
                  {format.dateTime(slot.startsAt)} · {slot.teamName}
                </StyledMuted>
                <StyledMuted>{t('open.places', { filled: slot.filled, needed: slot.needed })}</StyledMuted>
                {signUp.isError && signUp.variables === slot.id && <InlineAlert role="alert">{unavailableMessage(t, signUp.error)}</InlineAlert>}
              </StyledWhat>
              <StyledActions>
                <Button
                  size="sm"
                  disabled={signUp.isPending}
                  aria-label={t('open.signUpLabel', { position: slot.positionName, event: slot.title, when: format.dateTime(slot.startsAt) })}
                  onClick={() => signUp.mutate(slot.id)}
                >
                  {t('open.signUp')}
                </Button>
              </StyledActions>
            </StyledRow>
          ))}
        </StackList>
      )}
    </StyledSection>
  );
}
