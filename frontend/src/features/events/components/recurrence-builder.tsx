import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CheckboxGroup, SelectField, TextField } from '../../../shared/ui';
import { weekdayName } from './event-time.util';
import { describeRecurrence } from './recurrence-words.util';
import { nthName, toRrule, WEEKDAYS, type MonthlyBy, type Recurrence, type RepeatEnd, type RepeatKind, type Weekday } from './recurrence.util';

const StyledFieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledLegend = styled.legend`
  padding: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledSummary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const KINDS: RepeatKind[] = ['none', 'weekly', 'monthly', 'custom'];
const ENDS: RepeatEnd[] = ['never', 'on', 'after'];

/**
 * How an event repeats: not at all, weekly on chosen days, monthly by date or by weekday ("the
 * second Sunday", from the start's day), or a rule written by hand; ending never, on a date or after
 * a number of times. The rule it makes is said in plain words under it.
 */
export function RecurrenceBuilder({
  value,
  start,
  error,
  onChange,
}: {
  value: Recurrence;
  /** The event's start (`2026-03-08T10:00` or a date): its day is the monthly rule's date or weekday. */
  start: string;
  error?: string;
  onChange: (value: Recurrence) => void;
}) {
  const { t, i18n } = useTranslation('events');
  const language = i18n.language;
  const change = <K extends keyof Recurrence>(field: K, next: Recurrence[K]) => onChange({ ...value, [field]: next });
  const dayOfMonth = Number(start.slice(8, 10)) || 1;
  const startWeekday = (() => {
    const day = new Date(`${start.slice(0, 10)}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? null : WEEKDAYS[(day.getUTCDay() + 6) % 7];
  })();
  const rrule = toRrule(value, start);
  const repeating = value.kind !== 'none';

  return (
    <StyledFieldset>
      <StyledLegend>{t('recurrence.legend')}</StyledLegend>
      <StyledRow>
        <SelectField
          label={t('recurrence.kind')}
          name="repeat"
          value={value.kind}
          options={KINDS.map((kind) => ({ value: kind, label: t(`recurrence.kinds.${kind}`) }))}
          onChange={(e) => {
            const kind = e.target.value as RepeatKind;
            onChange({
              ...value,
              kind,
              weekdays: kind === 'weekly' && value.weekdays.length === 0 && startWeekday ? [startWeekday] : value.weekdays,
              custom: kind === 'custom' && !value.custom ? (toRrule(value, start) ?? 'FREQ=WEEKLY') : value.custom,
            });
          }}
        />
        {(value.kind === 'weekly' || value.kind === 'monthly') && (
          <TextField
            label={t(value.kind === 'weekly' ? 'recurrence.everyWeeks' : 'recurrence.everyMonths')}
            type="number"
            name="interval"
            min={1}
            max={52}
            value={String(value.interval)}
            onChange={(e) => change('interval', Math.max(1, Math.trunc(Number(e.target.value)) || 1))}
          />
        )}
      </StyledRow>
      {value.kind === 'weekly' && (
        <CheckboxGroup
          legend={t('recurrence.days')}
          columns={4}
          options={WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day, language) }))}
          values={value.weekdays}
          onChange={(days) => change('weekdays', days as Weekday[])}
        />
      )}
      {value.kind === 'monthly' && (
        <SelectField
          label={t('recurrence.monthlyBy')}
          name="monthlyBy"
          value={value.monthlyBy}
          options={[
            { value: 'date', label: t('recurrence.onDate', { date: dayOfMonth }) },
            {
              value: 'weekday',
              label: t('recurrence.onWeekday', {
                nth: t(`recurrence.nth.${nthName(dayOfMonth)}`),
                day: startWeekday ? weekdayName(startWeekday, language) : '',
              }),
            },
          ]}
          onChange={(e) => change('monthlyBy', e.target.value as MonthlyBy)}
        />
      )}
      {value.kind === 'custom' && (
        <TextField
          label={t('recurrence.custom')}
          name="rrule"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={value.custom}
          hint={t('recurrence.customHint')}
          onChange={(e) => change('custom', e.target.value)}
        />
      )}
      {repeating && value.kind !== 'custom' && (
        <StyledRow>
          <SelectField
            label={t('recurrence.ends')}
            name="ends"
            value={value.end}
            options={ENDS.map((end) => ({ value: end, label: t(`recurrence.endKinds.${end}`) }))}
            onChange={(e) => change('end', e.target.value as RepeatEnd)}
          />
          {value.end === 'on' && (
            <TextField label={t('recurrence.until')} type="date" name="until" value={value.until} onChange={(e) => change('until', e.target.value)} />
          )}
          {value.end === 'after' && (
            <TextField
              label={t('recurrence.count')}
              type="number"
              name="count"
              min={1}
              value={String(value.count)}
              onChange={(e) => change('count', Math.max(1, Math.trunc(Number(e.target.value)) || 1))}
            />
          )}
        </StyledRow>
      )}
      {repeating && <StyledSummary aria-live="polite">{describeRecurrence(t, language, rrule, start)}</StyledSummary>}
      {error && <StyledError role="alert">{error}</StyledError>}
    </StyledFieldset>
  );
}
