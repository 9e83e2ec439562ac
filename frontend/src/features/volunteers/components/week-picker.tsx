import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n';
import { Button } from '../../../shared/ui';
import { StyledActions, StyledMuted } from './volunteer.styles';
import { addDays, mondayOf, today } from './volunteer-words.util';

/** The week shown (its Monday), with the previous, current and next weeks a press away. */
export function WeekPicker({ week, onChange }: { week: string; onChange: (week: string) => void }) {
  const { t } = useTranslation('volunteers');
  const format = useFormat();
  const at = (date: string) => new Date(`${date}T12:00:00.000Z`);
  return (
    <StyledActions role="group" aria-label={t('week.label')}>
      <Button variant="secondary" size="sm" onClick={() => onChange(addDays(week, -7))}>
        {t('week.previous')}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => onChange(mondayOf(today()))} disabled={week === mondayOf(today())}>
        {t('week.current')}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => onChange(addDays(week, 7))}>
        {t('week.next')}
      </Button>
      <StyledMuted aria-live="polite">{t('week.range', { from: format.date(at(week)), to: format.date(at(addDays(week, 6))) })}</StyledMuted>
    </StyledActions>
  );
}
