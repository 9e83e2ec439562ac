import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks';
import { SelectField, TextField } from '../../../shared/ui';
import { useMemberSearch } from '../../../shared/people';

/** Find a person by name, then choose them: the care forms' "Person" field. */
export function PersonPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (memberId: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('care');
  const [search, setSearch] = useState('');
  const people = useMemberSearch(useDebouncedValue(search, 250), { pageSize: 20, minLength: 0 });
  const options = (people.data?.items ?? []).map((person) => ({ value: person.id, label: person.fullName }));
  return (
    <>
      <TextField label={t('care.fields.findPerson')} value={search} onChange={(event) => setSearch(event.target.value)} disabled={disabled} type="search" />
      <SelectField
        label={t('care.fields.person')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={[{ value: '', label: people.isPending ? t('care.fields.peopleLoading') : t('care.fields.choosePerson') }, ...options]}
        error={error ?? (people.isError ? t('care.fields.peopleFailed') : undefined)}
        disabled={disabled}
        required
      />
    </>
  );
}
