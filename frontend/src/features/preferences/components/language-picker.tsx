import { LANGUAGE_INFO, LANGUAGES, isLanguage } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePreferences } from '../../../shared/preferences';

const StyledPicker = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  flex: none;
  height: 2.5rem;
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  svg {
    width: 1.125rem;
    height: 1.125rem;
    flex: none;
  }
  &:hover {
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }

  /* Beside nine navigation links room is short: the code (EN, AR) instead of the name. */
  .name {
    display: none;
  }
  @media (min-width: 1800px) {
    .name {
      display: inline;
    }
    .code {
      display: none;
    }
  }
  /* A phone: the globe alone (the select's own name still says the language). */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding-inline: 0;
    width: 2.5rem;
    justify-content: center;
    .code {
      display: none;
    }
  }
`;

/** The real control, laid over the label: the browser's own list, keyboard and screen reader support. */
const StyledSelect = styled.select`
  position: absolute;
  inset: 0;
  width: 100%;
  opacity: 0;
  cursor: pointer;
  option {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
  }
`;

const GLOBE = 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z';

/**
 * The header's language switch: each language in its own name. The change applies at once, is
 * remembered in this browser and saved with the user's preferences.
 */
export function LanguagePicker() {
  const { t } = useTranslation('preferences');
  const { preferences, update } = usePreferences();
  const current = preferences.language;
  return (
    <StyledPicker>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={GLOBE} />
      </svg>
      <span className="name" aria-hidden="true">
        {LANGUAGE_INFO[current].nativeName}
      </span>
      <span className="code" aria-hidden="true">
        {current.toUpperCase()}
      </span>
      <StyledSelect
        aria-label={t('language.label')}
        value={current}
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
    </StyledPicker>
  );
}
