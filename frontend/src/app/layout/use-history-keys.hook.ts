import { useNavigate } from 'react-router-dom';
import { useWindowKeydown } from '../../shared/hooks';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Alt+Left goes back and Alt+Right forward in the app's history. Left alone in text fields,
 * where Alt+arrows move the caret by word on some systems.
 */
export function useHistoryKeys(): void {
  const navigate = useNavigate();
  useWindowKeydown((event) => {
    if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (isEditable(event.target)) return;
    // The browser would do the same: one step, not two.
    event.preventDefault();
    void navigate(event.key === 'ArrowLeft' ? -1 : 1);
  });
}
