import { useTranslation } from 'react-i18next';
import { useWindowKeydown } from '../../../shared/hooks';
import { IconButton } from '../../../shared/ui';
import { helpStore, useHelpState } from '../model/help-store';

/** Typing in a field (or a modal in the way) is not asking for help. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.getAttribute('role') === 'combobox';
}

/**
 * The header's help button: opens and closes the help panel, as the ? key does (except while
 * typing). The key is heard here, with the shell, so it works before the help layer has come
 * (fetched after the first page): the panel opens as soon as it has.
 */
export function HelpButton() {
  const { t } = useTranslation('shell');
  const open = useHelpState((state) => state.help.open);

  useWindowKeydown((event) => {
    // Arabic keyboards type ؟ where others type ?.
    if ((event.key !== '?' && event.key !== '؟') || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    if (isTyping(event.target) || document.querySelector('[aria-modal="true"]')) return;
    event.preventDefault();
    helpStore.help({ type: helpStore.get().help.open ? 'close' : 'open' });
  });
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
