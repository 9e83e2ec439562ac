import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Button, EmptyState, ErrorState, InlineAlert, LoadingState, StackList, TextField } from '../../../shared/ui';
import { useAddBlockout, useMyBlockouts, useRemoveBlockout } from '../api/my-volunteering.api';
import { StyledBar, StyledMuted, StyledRow, StyledSection, StyledSectionHeading, StyledTitle, StyledWhat } from './volunteer.styles';
import { today } from './volunteer-words.util';

/** The days I cannot serve: leaders are not offered me then, and sign-ups then are refused. */
export function BlockoutsSection() {
  const { t } = useTranslation('volunteers');
  const format = useFormat();
  const blockouts = useMyBlockouts();
  const add = useAddBlockout();
  const remove = useRemoveBlockout();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const day = (date: string) => format.date(new Date(`${date}T12:00:00.000Z`));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ from, to: to || from, note: note.trim() || undefined }, { onSuccess: () => (setFrom(''), setTo(''), setNote('')) });
  };
  return (
    <StyledSection aria-labelledby="volunteers-blockouts-heading">
      <StyledSectionHeading id="volunteers-blockouts-heading">{t('blockouts.heading')}</StyledSectionHeading>
      <form onSubmit={submit} aria-labelledby="volunteers-blockouts-heading">
        <StyledBar>
          <TextField label={t('blockouts.from')} type="date" required min={today()} value={from} onChange={(e) => setFrom(e.target.value)} />
          <TextField
            label={t('blockouts.to')}
            type="date"
            min={from || today()}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            hint={t('blockouts.toHint')}
          />
          <TextField label={t('blockouts.note')} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
          <Button type="submit" disabled={add.isPending || !from}>
            {t('blockouts.add')}
          </Button>
        </StyledBar>
      </form>
      {add.isError && <InlineAlert role="alert">{errorMessageOf(t, add.error)}</InlineAlert>}
      {remove.isError && <InlineAlert role="alert">{errorMessageOf(t, remove.error)}</InlineAlert>}
      {blockouts.isPending ? (
        <LoadingState label={t('loading')} />
      ) : blockouts.isError ? (
        <ErrorState title={t('loadFailed')} description={errorMessageOf(t, blockouts.error)} onRetry={() => void blockouts.refetch()} />
      ) : blockouts.data.length === 0 ? (
        <EmptyState title={t('blockouts.empty')} />
      ) : (
        <StackList aria-labelledby="volunteers-blockouts-heading">
          {blockouts.data.map((blockout) => {
            const days = blockout.from === blockout.to ? day(blockout.from) : t('blockouts.range', { from: day(blockout.from), to: day(blockout.to) });
            return (
              <StyledRow key={blockout.id}>
                <StyledWhat>
                  <StyledTitle>{days}</StyledTitle>
                  {blockout.note && <StyledMuted>{blockout.note}</StyledMuted>}
                </StyledWhat>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={remove.isPending}
                  aria-label={t('blockouts.removeLabel', { days })}
                  onClick={() => remove.mutate(blockout.id)}
                >
                  {t('blockouts.remove')}
                </Button>
              </StyledRow>
            );
          })}
        </StackList>
      )}
    </StyledSection>
  );
}
