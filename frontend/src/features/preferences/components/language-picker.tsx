import { LANGUAGE_INFO, LANGUAGES, isLanguage } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePreferences } from '../../../shared/preferences';

const StyledSelect = styled.select`
  height: 2.5rem;
  max-width: 9.5rem;
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.color.text}; border-color: ${({ theme }) => theme.color.borderStrong}; }
`;

/**
 * The header's language switch: each language in its own name. The change applies at once, is
 * remembered in this browser and saved with the user's preferences.
 */
export function LanguagePicker() {
  const { t } = useTranslation('preferences');
  const { preferences, update } = usePreferences();
  return (
      <StyledSelect
        aria-label={t('language.label')}
        value={preferences.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) update({ language: event.target.value });
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_INFO[language].nativeName}
          </option>
        ))}
      </StyledSelect>
  );
}
