import type { VolunteerTeamView } from '@koinonia/contracts';
import { VOLUNTEER_LIMITS } from '@koinonia/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Button, Dialog, InlineAlert, LoadingState, SelectField, Stack, TextField } from '../../../shared/ui';
import { useOccurrences, useOpenSlot } from '../api/volunteer-management.api';
import { StyledActions } from './volunteer.styles';
import { addDays, today } from './volunteer-words.util';

/** Ask for people at one occurrence of an event: the event, then its date, the position and how many. */
export function OpenSlotDialog({ teams, onClose }: { teams: VolunteerTeamView[]; onClose: () => void }) {
  const { t } = useTranslation('volunteers');
  const format = useFormat();
  const [from] = useState(today);
  const occurrences = useOccurrences(from, addDays(from, 90));
  const open = useOpenSlot();
  const [eventId, setEventId] = useState('');
  const [start, setStart] = useState('');
  const [position, setPosition] = useState('');
  const [needed, setNeeded] = useState('1');
  const list = occurrences.data ?? [];
  const events = [...new Map(list.map((o) => [o.eventId, o.title])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  const dates = list.filter((o) => o.eventId === eventId);
  const positions = teams.filter((team) => team.canSchedule).flatMap((team) => team.positions.map((p) => ({ value: p.id, label: `${team.name} · ${p.name}` })));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate({ eventId, occurrenceStart: start, position, needed: Number(needed) }, { onSuccess: onClose });
  };
  return (
    <Dialog open title={t('slot.openTitle')} description={t('slot.openDescription')} onClose={onClose}>
      {occurrences.isPending ? (
        <LoadingState label={t('slot.eventsLoading')} />
      ) : occurrences.isError ? (
        <InlineAlert role="alert">{errorMessageOf(t, occurrences.error)}</InlineAlert>
      ) : (
        <form onSubmit={submit}>
          <Stack>
            <SelectField
              label={t('slot.event')}
              required
              value={eventId}
              onChange={(e) => {
                setEventId(e.target.value);
                setStart('');
              }}
              options={[{ value: '', label: t('slot.chooseEvent') }, ...events.map(([id, title]) => ({ value: id, label: title }))]}
            />
            <SelectField
              label={t('slot.date')}
              required
              disabled={!eventId}
              value={start}
              onChange={(e) => setStart(e.target.value)}
              options={[{ value: '', label: t('slot.chooseDate') }, ...dates.map((o) => ({ value: o.occurrenceStart, label: format.dateTime(o.startsAt) }))]}
            />
            <SelectField
              label={t('slot.position')}
              required
              value={position}
              onChange={(e) => setPosition(e.target.value)}
              options={[{ value: '', label: t('slot.choosePosition') }, ...positions]}
            />
            <TextField
              label={t('slot.needed')}
              type="number"
              required
              min={1}
              max={VOLUNTEER_LIMITS.neededMax}
              value={needed}
              onChange={(e) => setNeeded(e.target.value)}
            />
            {open.isError && <InlineAlert role="alert">{errorMessageOf(t, open.error)}</InlineAlert>}
            <StyledActions>
              <Button variant="secondary" onClick={onClose}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" disabled={open.isPending || !eventId || !start || !position}>
                {t('slot.open')}
              </Button>
            </StyledActions>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
