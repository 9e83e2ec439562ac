import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, TextField } from '../../../shared/ui';
import { useDonorSearch } from '../api/search-donors.query';

export interface PickedDonor {
  id: string;
  name: string;
}

const StyledResults = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledPicked = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: 2.5rem;
`;

/**
 * The gift's donor, found with the member directory's own search; none is an anonymous gift.
 * Made for a counting team at a keyboard: type a name, Enter takes the first match.
 */
export function DonorPicker({ value, onChange, inputId }: { value: PickedDonor | null; onChange: (donor: PickedDonor | null) => void; inputId?: string }) {
  const { t } = useTranslation('giving');
  const [search, setSearch] = useState('');
  const results = useDonorSearch(search);
  const resultsId = useId();
  const found = search.trim() ? (results.data?.items ?? []) : [];
  const pick = (donor: PickedDonor) => {
    onChange(donor);
    setSearch('');
  };
  if (value)
    return (
      <StyledPicked>
        <span>
          {t('donorPicker.label')}: <strong>{value.name}</strong>
        </span>
        <Button variant="ghost" size="sm" aria-label={t('donorPicker.clear', { name: value.name })} onClick={() => onChange(null)}>
          ×
        </Button>
      </StyledPicked>
    );
  return (
    <div>
      <TextField
        id={inputId}
        label={t('donorPicker.label')}
        hint={t('donorPicker.hint')}
        placeholder={t('donorPicker.placeholder')}
        value={search}
        autoComplete="off"
        aria-controls={resultsId}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && found.length > 0) {
            event.preventDefault();
            pick({ id: found[0].id, name: found[0].fullName });
          }
          if (event.key === 'Escape') setSearch('');
        }}
      />
      <div id={resultsId} aria-live="polite">
        {search.trim() && results.isSuccess && found.length === 0 && <p>{t('donorPicker.none')}</p>}
        {found.length > 0 && (
          <StyledResults aria-label={t('donorPicker.results')}>
            {found.map((member) => (
              <li key={member.id}>
                <Button variant="secondary" size="sm" onClick={() => pick({ id: member.id, name: member.fullName })}>
                  {member.fullName}
                </Button>
              </li>
            ))}
          </StyledResults>
        )}
      </div>
    </div>
  );
}
