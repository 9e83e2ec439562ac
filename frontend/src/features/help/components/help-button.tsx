import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../shared/ui';
import { helpStore, useHelpState } from '../model/help-store';

/** The header's help button: opens and closes the help panel, as the ? key does. */
export function HelpButton() {
  const { t } = useTranslation('shell');
  const open = useHelpState((state) => state.help.open);
  return (
    <IconButton
      type="button"
      data-help="help-button"
      aria-label={t('help.label')}
      title={t('help.title')}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-keyshortcuts="?"
      onClick={() => helpStore.help({ type: open ? 'close' : 'open' })}
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <circle cx="12" cy="12" r="10" />
        <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3" />
        <path d="M12 17h.01" />
      </svg>
    </IconButton>
  );
}
