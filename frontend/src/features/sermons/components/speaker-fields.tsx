import { SERMON_LIMITS } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks';
import { useMemberSearch } from '../../../shared/people';
import { SelectField, TextField } from '../../../shared/ui';
import { useSermonFacets } from '../api/sermons.queries';

/**
 * Who preached: a name (past speakers offered as it is typed), and whether that is a member of the
 * church — the members whose names match are offered; choosing one links the sermon to them and
 * writes their name, and typing another name makes the speaker a guest again.
 */
export function SpeakerFields({
  name,
  memberId,
  errors,
  onChange,
}: {
  name: string;
  memberId: string;
  errors: { name?: string; memberId?: string };
  onChange: (name: string, memberId: string) => void;
}) {
  const { t } = useTranslation('sermons');
  const facets = useSermonFacets();
  const found = useMemberSearch(useDebouncedValue(name, 250));
  const matches = (found.data?.items ?? []).map((member) => ({ value: member.id, label: member.fullName }));
  // The linked member stays offered (under the name they were saved with) whatever the search finds.
  const options = memberId && !matches.some((m) => m.value === memberId) ? [{ value: memberId, label: name }, ...matches] : matches;
  const guest = found.isFetching && matches.length === 0 ? t('editor.speakerLooking') : t('editor.speakerGuest');
  return (
    <>
      <TextField
        label={t('editor.speaker')}
        name="speaker"
        required
        list="sermon-speakers"
        hint={t('editor.speakerHint')}
        maxLength={SERMON_LIMITS.speaker}
        value={name}
        onChange={(event) => onChange(event.target.value, '')}
        error={errors.name}
      />
      <datalist id="sermon-speakers">
        {(facets.data?.speakers ?? []).map((speaker) => (
          <option key={speaker} value={speaker} />
        ))}
      </datalist>
      <SelectField
        label={t('editor.speakerMember')}
        name="speakerMemberId"
        hint={t('editor.speakerMemberHint')}
        value={memberId}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          onChange(chosen ? chosen.label : name, chosen ? chosen.value : '');
        }}
        options={[{ value: '', label: guest }, ...options]}
        error={errors.memberId}
      />
    </>
  );
}
