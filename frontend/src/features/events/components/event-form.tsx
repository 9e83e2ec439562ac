import {
  AddEventCategoryDto,
  ChangeEventDto,
  CreateEventDto,
  EVENT_LIMITS,
  EVENT_VISIBILITIES,
  type BookableView,
  type EventView,
  type EventVisibility,
} from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { CancelOrSubmit, CheckboxGroup, Form, InlineAlert, SelectField, Switch, TextAreaField, TextField } from '../../../shared/ui';
import { categoryChoices, categoryLabel, useAddEventCategory, useEventCategories } from '../api/event-categories.api';
import { useBookables } from '../api/get-bookables.query';
import { NEW_CATEGORY, resolveCategory } from './event-category.util';
import { conflictMessage } from './event-conflict.util';
import { anHourAfter } from './event-time.util';
import { RecurrenceBuilder } from './recurrence-builder';
import { fromRrule, NO_RECURRENCE, toRrule, type Recurrence } from './recurrence.util';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const FIELDS = [
  'title',
  'description',
  'category',
  'newCategory',
  'startsAt',
  'endsAt',
  'allDay',
  'recurrence',
  'location',
  'roomId',
  'resourceIds',
  'setupMinutes',
  'teardownMinutes',
  'capacity',
  'registration',
  'registrationDeadline',
  'visibility',
] as const;

export interface EventFormValues {
  title: string;
  description: string;
  category: string;
  allDay: boolean;
  /** `2026-03-08T10:00` in the church's zone, or a date when all day. */
  startsAt: string;
  endsAt: string;
  location: string;
  roomId: string;
  resourceIds: string[];
  capacity: string;
  registrationOpen: boolean;
  registrationDeadline: string;
  visibility: EventVisibility;
  setupMinutes: string;
  teardownMinutes: string;
  recurrence: Recurrence;
}

/** A new event's form, starting at `start` (a local time or a date, as the calendar links it) or at the next hour. */
export function newEventValues(start: string | null, now = new Date()): EventFormValues {
  const day = start && /^\d{4}-\d{2}-\d{2}$/.test(start) ? start : null;
  const at = start && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(start) ? start.slice(0, 16) : null;
  const nextHour = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  const fallback = `${nextHour.getFullYear()}-${pad(nextHour.getMonth() + 1)}-${pad(nextHour.getDate())}T${pad(nextHour.getHours())}:00`;
  const startsAt = day ?? at ?? fallback;
  return {
    title: '',
    description: '',
    category: 'worship',
    allDay: day !== null,
    startsAt,
    endsAt: day ?? anHourAfter(startsAt),
    location: '',
    roomId: '',
    resourceIds: [],
    capacity: '',
    registrationOpen: false,
    registrationDeadline: '',
    visibility: 'members',
    setupMinutes: '0',
    teardownMinutes: '0',
    recurrence: NO_RECURRENCE,
  };
}

/** An event as the edit form shows it. */
export function valuesOf(event: EventView): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    category: event.category,
    allDay: event.allDay,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    location: event.location,
    roomId: event.room?.id ?? '',
    resourceIds: event.resources.map((r) => r.id),
    capacity: event.capacity === null ? '' : String(event.capacity),
    registrationOpen: event.registration === 'open',
    registrationDeadline: (event.registrationDeadline ?? '').slice(0, 16),
    visibility: event.visibility,
    setupMinutes: String(event.setupMinutes),
    teardownMinutes: String(event.teardownMinutes),
    recurrence: fromRrule(event.recurrence, event.startsAt),
  };
}

/** A whole number typed in a field, or the text itself so the DTO names what is wrong with it. */
const numberOf = (text: string): number | string => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : text);

/**
 * What the form sends: every field, so an edit says what the series becomes (no room is null,
 * no rule is an empty string, which makes the event a one-off).
 */
export function toRequest(values: EventFormValues): Record<string, unknown> {
  return {
    title: values.title,
    description: values.description.trim(),
    category: values.category,
    allDay: values.allDay,
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    recurrence: toRrule(values.recurrence, values.startsAt) ?? '',
    location: values.location.trim(),
    roomId: values.roomId || null,
    resourceIds: values.resourceIds,
    setupMinutes: numberOf(values.setupMinutes || '0'),
    teardownMinutes: numberOf(values.teardownMinutes || '0'),
    capacity: values.capacity.trim() ? numberOf(values.capacity) : null,
    registration: values.registrationOpen ? 'open' : 'closed',
    registrationDeadline: values.registrationOpen && values.registrationDeadline ? values.registrationDeadline : null,
    visibility: values.visibility,
  };
}

/** Switching all day on keeps the dates; off, it puts the times back (the start's, or 09:00 and an hour on). */
function withAllDay(values: EventFormValues, allDay: boolean): EventFormValues {
  if (allDay === values.allDay) return values;
  if (allDay) return { ...values, allDay, startsAt: values.startsAt.slice(0, 10), endsAt: values.endsAt.slice(0, 10) || values.startsAt.slice(0, 10) };
  const startsAt = `${values.startsAt.slice(0, 10)}T09:00`;
  return { ...values, allDay, startsAt, endsAt: anHourAfter(startsAt) };
}

export interface EventFormProps {
  initial: EventFormValues;
  /** The church's zone, when known: the times are its local times, and a clash is said in it. */
  timeZone?: string;
  /** Create (every field required as the server has it) or change the series. */
  mode: 'create' | 'change';
  saveLabel: string;
  savingLabel: string;
  pending: boolean;
  /** Sends the checked event; `fail` puts the server's refusal on the form (a clash in plain words). */
  onSave: (event: CreateEventDto | ChangeEventDto, fail: (error: unknown) => void) => void;
  onClose: () => void;
}

/** An event's details, times, place, bookings, registration and recurrence: the New event and Edit event forms. */
export function EventForm({ initial, timeZone, mode, saveLabel, savingLabel, pending, onSave, onClose }: EventFormProps) {
  const { t, i18n } = useTranslation('events');
  const form = useFormErrors(t, FIELDS);
  const [values, setValues] = useState<EventFormValues>(initial);
  const [conflict, setConflict] = useState<string | null>(null);
  /** A category being typed (null: one of the list is chosen). */
  const [newCategory, setNewCategory] = useState<string | null>(null);
  const categoryList = useEventCategories();
  const addCategory = useAddEventCategory();
  const rooms = useBookables('rooms');
  const resources = useBookables('resources');
  const change = <K extends keyof EventFormValues>(field: K, value: EventFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  const categories = categoryChoices(categoryList.data, initial.category);
  const roomOptions = (rooms.data ?? []).map((room: BookableView) => ({
    value: room.id,
    label: room.capacity === null ? room.name : t('form.roomWithCapacity', { name: room.name, capacity: room.capacity }),
  }));
  if (initial.roomId && !roomOptions.some((o) => o.value === initial.roomId)) roomOptions.unshift({ value: initial.roomId, label: t('form.currentRoom') });

  const submit = () => {
    setConflict(null);
    const typed = newCategory === null ? null : resolveCategory(newCategory, categoryList.data);
    const result = validateDto(mode === 'create' ? CreateEventDto : ChangeEventDto, toRequest(typed ? { ...values, category: typed.slug } : values));
    // A typed category is checked as the server checks it (its name required and bounded), its words said on its own field.
    const own = typed && !typed.exists ? validateDto(AddEventCategoryDto, { slug: typed.slug, label: typed.label }) : null;
    const { category: categoryError, ...errors } = result.errors;
    const typedError = own?.errors.label ?? own?.errors.slug ?? (typed ? categoryError : undefined);
    const valid = result.valid && (own?.valid ?? true);
    if (!form.acceptClientCheck({ valid, errors: typed ? { ...errors, newCategory: typedError } : result.errors }) || !valid) return;
    const save = () =>
      onSave(result.value, (error) => {
        const clash = conflictMessage(t, i18n.language, error, timeZone);
        if (clash) setConflict(clash);
        else form.showServerError(error);
      });
    if (typed && !typed.exists) addCategory.mutate({ slug: typed.slug, label: typed.label }, { onSuccess: save, onError: form.showServerError });
    else save();
  };

  const timeType = values.allDay ? 'date' : 'datetime-local';
  return (
    <Form
      form={form}
      onSubmit={submit}
      footer={<CancelOrSubmit onCancel={onClose} pending={pending || addCategory.isPending} pendingLabel={savingLabel} submitLabel={saveLabel} />}
    >
      <TextField
        label={t('form.title')}
        name="title"
        value={values.title}
        error={form.errors.title}
        onChange={(e) => change('title', e.target.value)}
        required
      />
      <TextAreaField
        label={t('form.description')}
        name="description"
        rows={3}
        value={values.description}
        error={form.errors.description}
        onChange={(e) => change('description', e.target.value)}
      />
      <StyledGrid>
        <SelectField
          label={t('form.category')}
          name="category"
          value={newCategory === null ? values.category : NEW_CATEGORY}
          error={form.errors.category}
          options={[
            ...categories.map((category) => ({ value: category, label: categoryLabel(t, categoryList.data, category) })),
            { value: NEW_CATEGORY, label: t('form.newCategory') },
          ]}
          onChange={(e) => {
            if (e.target.value === NEW_CATEGORY) setNewCategory('');
            else {
              setNewCategory(null);
              change('category', e.target.value);
            }
          }}
        />
        <SelectField
          label={t('form.visibility')}
          name="visibility"
          value={values.visibility}
          error={form.errors.visibility}
          options={EVENT_VISIBILITIES.map((visibility) => ({ value: visibility, label: t(`visibility.${visibility}`) }))}
          onChange={(e) => change('visibility', e.target.value as EventVisibility)}
        />
      </StyledGrid>
      {newCategory !== null && (
        <TextField
          label={t('form.newCategoryName')}
          name="newCategory"
          value={newCategory}
          maxLength={EVENT_LIMITS.categoryLabel}
          error={form.errors.newCategory}
          hint={t('form.newCategoryHint')}
          onChange={(e) => setNewCategory(e.target.value)}
          required
        />
      )}
      <Switch label={t('form.allDay')} checked={values.allDay} onChange={(allDay) => setValues((current) => withAllDay(current, allDay))} />
      <StyledGrid>
        <TextField
          label={t(values.allDay ? 'form.startDate' : 'form.startsAt')}
          type={timeType}
          name="startsAt"
          value={values.startsAt}
          error={form.errors.startsAt}
          onChange={(e) => change('startsAt', e.target.value)}
          required
        />
        <TextField
          label={t(values.allDay ? 'form.endDate' : 'form.endsAt')}
          type={timeType}
          name="endsAt"
          value={values.endsAt}
          error={form.errors.endsAt}
          onChange={(e) => change('endsAt', e.target.value)}
          required
        />
      </StyledGrid>
      <StyledHint>{timeZone ? t('form.zoneHint', { zone: timeZone }) : t('form.zoneHintUnknown')}</StyledHint>
      <RecurrenceBuilder value={values.recurrence} start={values.startsAt} error={form.errors.recurrence} onChange={(next) => change('recurrence', next)} />
      <StyledGrid>
        <SelectField
          label={t('form.room')}
          name="roomId"
          value={values.roomId}
          error={form.errors.roomId}
          hint={rooms.isError ? t('form.roomsFailed') : undefined}
          options={[{ value: '', label: t('form.noRoom') }, ...roomOptions]}
          onChange={(e) => change('roomId', e.target.value)}
        />
        <TextField
          label={t('form.location')}
          name="location"
          value={values.location}
          error={form.errors.location}
          hint={t('form.locationHint')}
          onChange={(e) => change('location', e.target.value)}
        />
      </StyledGrid>
      {(resources.data?.length ?? 0) > 0 && (
        <CheckboxGroup
          legend={t('form.resources')}
          options={(resources.data ?? []).map((resource) => ({ value: resource.id, label: resource.name }))}
          values={values.resourceIds}
          error={form.errors.resourceIds}
          onChange={(ids) => change('resourceIds', ids)}
        />
      )}
      <StyledGrid>
        <TextField
          label={t('form.setupMinutes')}
          type="number"
          min={0}
          name="setupMinutes"
          value={values.setupMinutes}
          error={form.errors.setupMinutes}
          hint={t('form.setupHint')}
          onChange={(e) => change('setupMinutes', e.target.value)}
        />
        <TextField
          label={t('form.teardownMinutes')}
          type="number"
          min={0}
          name="teardownMinutes"
          value={values.teardownMinutes}
          error={form.errors.teardownMinutes}
          hint={t('form.teardownHint')}
          onChange={(e) => change('teardownMinutes', e.target.value)}
        />
        <TextField
          label={t('form.capacity')}
          type="number"
          min={1}
          name="capacity"
          value={values.capacity}
          error={form.errors.capacity}
          hint={t('form.capacityHint')}
          onChange={(e) => change('capacity', e.target.value)}
        />
      </StyledGrid>
      <Switch
        label={t('form.registrationOpen')}
        description={t('form.registrationHint')}
        checked={values.registrationOpen}
        onChange={(open) => change('registrationOpen', open)}
      />
      {values.registrationOpen && (
        <TextField
          label={t('form.registrationDeadline')}
          type="datetime-local"
          name="registrationDeadline"
          value={values.registrationDeadline}
          error={form.errors.registrationDeadline}
          hint={t('form.registrationDeadlineHint')}
          onChange={(e) => change('registrationDeadline', e.target.value)}
        />
      )}
      {conflict && <InlineAlert role="alert">{conflict}</InlineAlert>}
    </Form>
  );
}
