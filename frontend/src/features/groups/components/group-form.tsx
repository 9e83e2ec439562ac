import { GROUP_MEETING_DAYS, GroupDetailsDto, type GroupPerson, type GroupView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDebouncedValue } from '../../../shared/hooks';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { useMemberSearch } from '../../../shared/people';
import { CancelOrSubmit, CheckboxGroup, Form, SelectField, Switch, TextAreaField, TextField } from '../../../shared/ui';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const FIELDS = [
  'name',
  'description',
  'leaderIds',
  'meetingDay',
  'meetingTime',
  'place',
  'onlineLink',
  'capacity',
  'openness',
  'ministry',
  'campus',
  'tags',
] as const;

interface Values {
  name: string;
  description: string;
  meetingDay: string;
  meetingTime: string;
  place: string;
  onlineLink: string;
  capacity: string;
  open: boolean;
  ministry: string;
  campus: string;
  tags: string;
}

export const EMPTY_GROUP: Values = {
  name: '',
  description: '',
  meetingDay: '',
  meetingTime: '',
  place: '',
  onlineLink: '',
  capacity: '',
  open: true,
  ministry: '',
  campus: '',
  tags: '',
};

/** A group's details as the form shows them. */
export function valuesOf(group: GroupView): Values {
  return {
    name: group.name,
    description: group.description,
    meetingDay: group.meetingDay ?? '',
    meetingTime: group.meetingTime,
    place: group.place,
    onlineLink: group.onlineLink,
    capacity: group.capacity === null ? '' : String(group.capacity),
    open: group.openness === 'open',
    ministry: group.ministry,
    campus: group.campus,
    tags: group.tags.join(', '),
  };
}

/** What the form sends: empty optional fields left out, tags split at commas. */
function toRequest(values: Values, leaders: GroupPerson[]): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: values.name,
    leaderIds: leaders.map((leader) => leader.memberId),
    openness: values.open ? 'open' : 'closed',
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  };
  for (const field of ['description', 'meetingDay', 'meetingTime', 'place', 'onlineLink', 'ministry', 'campus'] as const)
    if (values[field].trim()) body[field] = values[field].trim();
  if (values.capacity.trim()) body.capacity = Number(values.capacity);
  return body;
}

interface GroupFormProps {
  initial: Values;
  initialLeaders: GroupPerson[];
  /** False for a group's own leader: who leads a group is the office's choice (the server refuses it too). */
  canChooseLeaders: boolean;
  saveLabel: string;
  savingLabel: string;
  pending: boolean;
  /** Sends the checked details; `fail` puts the server's refusal on the form. */
  onSave: (details: GroupDetailsDto, fail: (error: unknown) => void) => void;
  onClose: () => void;
}

/** A group's details and leaders (found in the directory by name): the New group and Edit group forms. */
export function GroupForm({ initial, initialLeaders, canChooseLeaders, saveLabel, savingLabel, pending, onSave, onClose }: GroupFormProps) {
  const { t } = useTranslation('groups');
  const form = useFormErrors(t, FIELDS, { codeFields: { MEMBER_NOT_FOUND: 'leaderIds' } });
  const [values, setValues] = useState<Values>(initial);
  const [leaders, setLeaders] = useState<GroupPerson[]>(initialLeaders);
  const [search, setSearch] = useState('');
  const found = useMemberSearch(useDebouncedValue(canChooseLeaders ? search : '', 250));
  const change = <K extends keyof Values>(field: K, value: Values[K]) => setValues((current) => ({ ...current, [field]: value }));

  // The chosen leaders stay offered (checked) while the search moves on to find another.
  const candidates = [
    ...leaders,
    ...(found.data?.items ?? []).filter((m) => !leaders.some((l) => l.memberId === m.id)).map((m) => ({ memberId: m.id, fullName: m.fullName })),
  ];

  const submit = () => {
    const result = validateDto(GroupDetailsDto, toRequest(values, leaders));
    if (!form.acceptClientCheck(result) || !result.valid) return;
    onSave(result.value, form.showServerError);
  };

  return (
    <Form form={form} onSubmit={submit} footer={<CancelOrSubmit onCancel={onClose} pending={pending} pendingLabel={savingLabel} submitLabel={saveLabel} />}>
      <TextField label={t('create.name')} name="name" value={values.name} error={form.errors.name} onChange={(e) => change('name', e.target.value)} required />
      <TextAreaField
        label={t('details.description')}
        name="description"
        value={values.description}
        error={form.errors.description}
        onChange={(e) => change('description', e.target.value)}
        rows={3}
      />
      {canChooseLeaders && (
        <TextField
          label={t('create.findLeader')}
          type="search"
          name="leaderSearch"
          autoComplete="off"
          value={search}
          hint={t('create.findLeaderHint')}
          onChange={(e) => setSearch(e.target.value)}
        />
      )}
      <CheckboxGroup
        legend={t('details.leaders')}
        options={candidates.map((person) => ({ value: person.memberId, label: person.fullName }))}
        values={leaders.map((leader) => leader.memberId)}
        onChange={(ids) => setLeaders(candidates.filter((person) => ids.includes(person.memberId)))}
        error={form.errors.leaderIds}
        disabled={!canChooseLeaders}
        hint={canChooseLeaders ? undefined : t('edit.leadersHint')}
      />
      <StyledGrid>
        <SelectField
          label={t('list.day')}
          name="meetingDay"
          value={values.meetingDay}
          error={form.errors.meetingDay}
          options={[{ value: '', label: t('card.noDay') }, ...GROUP_MEETING_DAYS.map((day) => ({ value: day, label: t(`days.${day}`) }))]}
          onChange={(e) => change('meetingDay', e.target.value)}
        />
        <TextField
          label={t('create.time')}
          type="time"
          name="meetingTime"
          value={values.meetingTime}
          error={form.errors.meetingTime}
          onChange={(e) => change('meetingTime', e.target.value)}
        />
        <TextField label={t('details.where')} name="place" value={values.place} error={form.errors.place} onChange={(e) => change('place', e.target.value)} />
        <TextField
          label={t('details.online')}
          type="url"
          name="onlineLink"
          value={values.onlineLink}
          error={form.errors.onlineLink}
          onChange={(e) => change('onlineLink', e.target.value)}
        />
        <TextField
          label={t('create.capacity')}
          type="number"
          min={1}
          name="capacity"
          value={values.capacity}
          error={form.errors.capacity}
          hint={t('create.capacityHint')}
          onChange={(e) => change('capacity', e.target.value)}
        />
        <TextField
          label={t('create.tags')}
          name="tags"
          value={values.tags}
          error={form.errors.tags}
          hint={t('create.tagsHint')}
          onChange={(e) => change('tags', e.target.value)}
        />
        <TextField
          label={t('details.ministry')}
          name="ministry"
          value={values.ministry}
          error={form.errors.ministry}
          onChange={(e) => change('ministry', e.target.value)}
        />
        <TextField
          label={t('details.campus')}
          name="campus"
          value={values.campus}
          error={form.errors.campus}
          onChange={(e) => change('campus', e.target.value)}
        />
      </StyledGrid>
      <Switch label={t('create.open')} description={t('create.openHint')} checked={values.open} onChange={(checked) => change('open', checked)} />
    </Form>
  );
}
