import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAfterFirstPage, useWindowKeydown } from '../../shared/hooks';
import { withNamespaces } from '../../shared/i18n';
import { PALETTE_WORDS } from '../../shared/routing';

// Fetched once the first page has shown (the first screen does not wait for it), so Ctrl+K opens
// it at once and the first keys typed land in it; with the pages' search words.
const loadPalette = withNamespaces([PALETTE_WORDS], () => import('./command-palette'));
const CommandPalette = lazy(() => loadPalette().then((module) => ({ default: module.CommandPalette })));

interface PaletteControls {
  open: () => void;
}

const PaletteContext = createContext<PaletteControls>({ open: () => undefined });

/** Opens the palette (the header's search button). */
export function usePalette(): PaletteControls {
  return useContext(PaletteContext);
}

/** Ctrl+K or Cmd+K opens the command palette anywhere in the signed-in app (again: closes it). */
export function PaletteProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const firstPageShown = useAfterFirstPage();
  useEffect(() => {
    if (firstPageShown) void loadPalette();
  }, [firstPageShown]);
  useWindowKeydown((event) => {
    if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    // The browser's own Ctrl+K (its search bar) would take focus away.
    event.preventDefault();
    setOpen((value) => !value);
  });
  const close = useCallback(() => setOpen(false), []);
  const controls = useMemo(() => ({ open: () => setOpen(true) }), []);
  return (
    <PaletteContext.Provider value={controls}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <CommandPalette userId={userId} onClose={close} />
        </Suspense>
      )}
    </PaletteContext.Provider>
  );
}
