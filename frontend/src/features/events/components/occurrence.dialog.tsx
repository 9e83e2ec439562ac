import { ChangeOccurrenceDto, OCCURRENCE_SCOPES, type EventOccurrenceView, type EventView, type OccurrenceScope } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { CancelOrSubmit, Dialog, Form, InlineAlert, SelectField, TextAreaField, TextField, useToast } from '../../../shared/ui';
import { useChangeOccurrence } from '../api/change-occurrence.mutation';
import { eventPath } from '../events-paths.constant';
import { conflictMessage } from './event-conflict.util';
import { formatOccurrence, wallTimeIn } from './event-time.util';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const FIELDS = ['scope', 'title', 'startsAt', 'endsAt', 'location', 'description'] as const;

/** The wall times an occurrence's form shows: local to the church, dates for an all-day one (its last day, not the midnight after). */
function wallTimesOf(occurrence: EventOccurrenceView): { startsAt: string; endsAt: string } {
  if (!occurrence.allDay) return { startsAt: wallTimeIn(occurrence.startsAt, occurrence.timeZone), endsAt: wallTimeIn(occurrence.endsAt, occurrence.timeZone) };
  const lastDay = new Date(new Date(occurrence.endsAt).getTime() - 1).toISOString();
  return { startsAt: wallTimeIn(occurrence.startsAt, occurrence.timeZone).slice(0, 10), endsAt: wallTimeIn(lastDay, occurrence.timeZone).slice(0, 10) };
}

/**
 * Change one occurrence of a series (its title, times, place or description), or it and every
 * later one: the series splits there and the later part becomes an event of its own.
 */
export function ChangeOccurrenceDialog({ event, occurrence, onClose }: { event: EventView; occurrence: EventOccurrenceView; onClose: () => void }) {
  const { t, i18n } = useTranslation('events');
  const toast = useToast();
  const navigate = useNavigate();
  const change = useChangeOccurrence();
  const form = useFormErrors(t, FIELDS);
  const initial = wallTimesOf(occurrence);
  const [values, setValues] = useState({
    scope: 'this' as OccurrenceScope,
    title: occurrence.title,
    startsAt: initial.startsAt,
    endsAt: initial.endsAt,
    location: occurrence.location,
    description: occurrence.description,
  });
  const [conflict, setConflict] = useState<string | null>(null);
  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => setValues((current) => ({ ...current, [field]: value }));
  const when = formatOccurrence(occurrence.startsAt, occurrence.endsAt, occurrence.allDay, occurrence.timeZone, i18n.language);

  const submit = () => {
    setConflict(null);
    // Only what was changed is sent: the rest of the occurrence keeps following the series.
    const body: Record<string, unknown> = { scope: values.scope };
    if (values.title !== occurrence.title) body.title = values.title;
    if (values.startsAt !== initial.startsAt) body.startsAt = values.startsAt;
    if (values.endsAt !== initial.endsAt) body.endsAt = values.endsAt;
    if (values.location !== occurrence.location) body.location = values.location;
    if (values.description !== occurrence.description) body.description = values.description;
    const result = validateDto(ChangeOccurrenceDto, body);
    if (!form.acceptClientCheck(result) || !result.valid) return;
    change.mutate(
      { eventId: event.id, date: occurrence.occurrence, changes: result.value },
      {
        onSuccess: ({ id }) => {
          toast.show({ tone: 'success', title: t('occurrence.savedTitle'), message: t(`occurrence.saved.${values.scope}`, { when }) });
          onClose();
          if (values.scope === 'following' && id !== event.id) void navigate(eventPath(id));
        },
        onError: (error) => {
          const clash = conflictMessage(t, i18n.language, error, occurrence.timeZone);
          if (clash) setConflict(clash);
          else form.showServerError(error);
        },
      },
    );
  };

  const timeType = occurrence.allDay ? 'date' : 'datetime-local';
  return (
    <Dialog open title={t('occurrence.title', { when })} description={t('occurrence.description')} onClose={onClose} width="42rem">
      <Form
        form={form}
        onSubmit={submit}
        footer={<CancelOrSubmit onCancel={onClose} pending={change.isPending} pendingLabel={t('occurrence.saving')} submitLabel={t('occurrence.save')} />}
      >
        <SelectField
          label={t('occurrence.scope')}
          name="scope"
          value={values.scope}
          error={form.errors.scope}
          options={OCCURRENCE_SCOPES.map((scope) => ({ value: scope, label: t(`occurrence.scopes.${scope}`) }))}
          onChange={(e) => set('scope', e.target.value as OccurrenceScope)}
        />
        <TextField label={t('form.title')} name="title" value={values.title} error={form.errors.title} onChange={(e) => set('title', e.target.value)} />
        <StyledGrid>
          <TextField
            label={t(occurrence.allDay ? 'form.startDate' : 'form.startsAt')}
            type={timeType}
            name="startsAt"
            value={values.startsAt}
            error={form.errors.startsAt}
            onChange={(e) => set('startsAt', e.target.value)}
          />
          <TextField
            label={t(occurrence.allDay ? 'form.endDate' : 'form.endsAt')}
            type={timeType}
            name="endsAt"
            value={values.endsAt}
            error={form.errors.endsAt}
            onChange={(e) => set('endsAt', e.target.value)}
          />
        </StyledGrid>
        <TextField
          label={t('form.location')}
          name="location"
          value={values.location}
          error={form.errors.location}
          onChange={(e) => set('location', e.target.value)}
        />
        <TextAreaField
          label={t('form.description')}
          name="description"
          rows={3}
          value={values.description}
          error={form.errors.description}
          onChange={(e) => set('description', e.target.value)}
        />
        {conflict && <InlineAlert role="alert">{conflict}</InlineAlert>}
      </Form>
    </Dialog>
  );
}
