import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormErrors } from '../../../shared/forms';
import { useFormat } from '../../../shared/i18n';
import { Button, Dialog, EmptyState, ErrorState, Form, LoadingState, SelectField, Stack, SubmitButton, TextField, useToast } from '../../../shared/ui';
import { useGathering } from '../api/get-gathering.query';
import { getGatheringAttendance, useGatheringAttendance } from '../api/get-gathering-attendance.query';
import { useGatherings } from '../api/get-gatherings.query';
import { useRegisterPeople } from '../api/get-register-people.query';
import { useRecordAttendance } from '../api/record-attendance.mutation';
import { occurrenceDate } from './occurrence-date.util';

const FIELDS = ['gathering', 'occurrence', 'memberIds', 'headcount'] as const;

const StyledChecklist = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  max-block-size: 18rem;
  overflow-y: auto;
  legend {
    padding-inline: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    padding-block: ${({ theme }) => theme.space.xs};
    cursor: pointer;
  }
  input {
    inline-size: 1.1rem;
    block-size: 1.1rem;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
`;

/** Record Attendance: a gathering and one of its dates, a searchable checklist, and an optional headcount. */
export function RecordAttendanceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('attendance');
  return (
    <Dialog open={open} title={t('record.title')} description={t('record.description')} onClose={onClose} width="42rem">
      <RecordAttendanceForm onClose={onClose} />
    </Dialog>
  );
}

function RecordAttendanceForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('attendance');
  const format = useFormat();
  const toast = useToast();
  const form = useFormErrors(t, FIELDS);
  const gatherings = useGatherings();
  const people = useRegisterPeople();
  const record = useRecordAttendance();
  const [gatheringId, setGatheringId] = useState<string | null>(null);
  const chosenId = gatheringId ?? gatherings.data?.[0]?.id ?? null;
  const gathering = useGathering(chosenId);
  const [date, setDate] = useState<string | undefined>(undefined);
  const register = useGatheringAttendance(chosenId, date);
  const [search, setSearch] = useState('');
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [headcount, setHeadcount] = useState('');
  const [copying, setCopying] = useState(false);

  // Those already recorded start ticked: sending them again counts them once.
  useEffect(() => {
    if (register.data) setTicked(new Set(register.data.attendees.map((a) => a.memberId)));
  }, [register.data]);

  const visible = useMemo(() => {
    const text = search.trim().toLocaleLowerCase();
    return (people.data ?? []).filter((person) => !text || person.fullName.toLocaleLowerCase().includes(text));
  }, [people.data, search]);

  const toggle = (memberId: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(memberId)) next.delete(memberId);
      else next.add(memberId);
      return next;
    });

  const previous = register.data?.previous ?? null;
  const copyLastWeek = async () => {
    if (!chosenId || !previous) return;
    setCopying(true);
    try {
      const last = await getGatheringAttendance(chosenId, previous);
      setTicked((current) => new Set([...current, ...last.attendees.map((a) => a.memberId)]));
    } catch (error) {
      form.showServerError(error);
    } finally {
      setCopying(false);
    }
  };

  const submit = () => {
    const occurrence = date ?? register.data?.occurrence.date;
    if (!chosenId || !occurrence) return form.setFieldError('gathering', t('record.chooseGathering'));
    const count = headcount.trim() === '' ? null : Number(headcount);
    if (count !== null && (!Number.isInteger(count) || count < 0)) return form.setFieldError('headcount', t('record.headcountInvalid'));
    if (ticked.size === 0 && count === null) return form.setFieldError('memberIds', t('record.nobodyTicked'));
    record.mutate(
      { gatheringId: chosenId, occurrence, memberIds: [...ticked], headcount: count },
      {
        onSuccess: () => {
          toast.show({ tone: 'success', title: t('record.successTitle'), message: t('record.success', { number: ticked.size }) });
          onClose();
        },
        onError: form.showServerError,
      },
    );
  };

  if (gatherings.isPending) return <LoadingState label={t('gatherings.loading')} />;
  if (gatherings.isError) return <ErrorState title={t('gatherings.loadFailed')} onRetry={() => void gatherings.refetch()} retrying={gatherings.isFetching} />;
  if (gatherings.data.length === 0) return <EmptyState title={t('gatherings.empty')} description={t('gatherings.emptyHint')} />;

  const dates = [...(gathering.data?.occurrences ?? [])].reverse();
  return (
    <Form
      form={form}
      onSubmit={submit}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <SubmitButton pending={record.isPending} pendingLabel={t('actions.saving')}>
            {t('record.submit', { number: ticked.size })}
          </SubmitButton>
        </>
      }
    >
      <SelectField
        label={t('record.gathering')}
        name="gathering"
        value={chosenId ?? ''}
        error={form.errors.gathering}
        options={gatherings.data.map((g) => ({ value: g.id, label: g.name }))}
        onChange={(e) => {
          setGatheringId(e.target.value);
          setDate(undefined);
        }}
      />
      {dates.length > 0 && (
        <SelectField
          label={t('record.occurrence')}
          name="occurrence"
          value={date ?? register.data?.occurrence.date ?? dates[0].date}
          error={form.errors.occurrence}
          options={dates.map((o) => ({ value: o.date, label: format.date(occurrenceDate(o.date)) }))}
          onChange={(e) => setDate(e.target.value)}
        />
      )}
      <Stack $gap="sm">
        <TextField label={t('record.search')} name="search" type="search" autoComplete="off" value={search} onChange={(e) => setSearch(e.target.value)} />
        <StyledBar>
          <span aria-live="polite">{t('record.ticked', { number: ticked.size })}</span>
          <Button variant="secondary" size="sm" disabled={!previous || copying} aria-busy={copying || undefined} onClick={() => void copyLastWeek()}>
            {t('record.selectLastWeek')}
          </Button>
        </StyledBar>
        {people.isPending || register.isPending ? (
          <LoadingState label={t('record.loadingPeople')} />
        ) : people.isError || register.isError ? (
          <ErrorState title={t('record.peopleFailed')} onRetry={() => void Promise.all([people.refetch(), register.refetch()])} />
        ) : (
          <StyledChecklist aria-describedby={form.errors.memberIds ? 'record-members-error' : undefined}>
            <legend>{t('record.people')}</legend>
            {visible.length === 0 && <p>{t('record.noMatch')}</p>}
            {visible.map((person) => (
              <label key={person.memberId}>
                <input type="checkbox" name="memberIds" checked={ticked.has(person.memberId)} onChange={() => toggle(person.memberId)} />
                {person.fullName}
              </label>
            ))}
          </StyledChecklist>
        )}
        {form.errors.memberIds && (
          <p id="record-members-error" role="alert">
            {form.errors.memberIds}
          </p>
        )}
      </Stack>
      <TextField
        label={t('record.headcount')}
        hint={t('record.headcountHint')}
        name="headcount"
        type="number"
        inputMode="numeric"
        min={0}
        value={headcount}
        error={form.errors.headcount}
        onChange={(e) => {
          setHeadcount(e.target.value);
          form.clearField('headcount');
        }}
      />
    </Form>
  );
}
