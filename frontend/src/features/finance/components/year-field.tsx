import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui';

/** The year every tab shows. */
export function YearField({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  const { t } = useTranslation('finance');
  return (
    <TextField
      type="number"
      label={t('year')}
      min={2000}
      max={2100}
      value={String(year)}
      onChange={(event) => {
        const next = Number(event.target.value);
        if (Number.isInteger(next) && next >= 2000 && next <= 2100) onChange(next);
      }}
    />
  );
}
