import { SEARCH_LIMITS } from '@koinonia/contracts';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { MIN_SEARCH_LENGTH, useSearchRecords } from '../../features/search';
import { useDebouncedValue } from '../../shared/hooks';
import { VisuallyHidden } from '../../shared/ui';
import { Icon } from '../layout/icons';
import { useNavigationHistory } from '../layout/navigation-history';
import { isOffered, PALETTE_WORDS, ROUTES, useRouteLabel } from '../../shared/routing';
import { usePaletteStore } from './palette-store';
import { emptyPaletteSections, rankPalette, type PalettePage, type PaletteRecord, type PaletteShortcut } from './rank-palette';
import { useRouteFilter } from '../routes/use-route-filter.hook';

const SEARCH_DEBOUNCE_MS = 200;

type PaletteOption =
  | { key: string; type: 'go'; path: string; title: string; subtitle?: string; icon: 'page' | 'person' | 'star' | 'history' }
  | { key: string; type: 'query'; query: string };

interface OptionGroup {
  id: string;
  label: string;
  options: PaletteOption[];
}

const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.color.overlay};
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: 12vh ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => theme.space.sm};
  }
`;

const StyledPanel = styled.div`
  width: 100%;
  max-width: 40rem;
  display: flex;
  flex-direction: column;
  max-height: 76vh;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: 0 24px 60px ${({ theme }) => theme.color.shadow};
  overflow: hidden;
`;

const StyledInputRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textSubtle};
`;

const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 2.5rem;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  &:focus-visible {
    outline: none;
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

const StyledListbox = styled.div`
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm};
`;

const StyledGroupLabel = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textSubtle};
`;

const StyledOption = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  color: ${({ theme }) => theme.color.textSubtle};
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledOptionText = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
  small {
    color: ${({ theme }) => theme.color.textSubtle};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

const StyledNote = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.color.textSubtle};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textSubtle};
`;

const StyledFooterButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const StyledKbd = styled.kbd`
  font-family: ${({ theme }) => theme.font.mono};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
`;

/** The pages the palette knows: routed screens with a plain path that the user may open. */
function usePalettePages(): PalettePage[] {
  // The palette's words too: a change of language while it is open fetches them as well.
  const { t } = useTranslation(['shell', PALETTE_WORDS]);
  const label = useRouteLabel();
  const offered = useRouteFilter();
  return ROUTES.filter((route) => isOffered(route) && offered(route)).map((route) => ({
    kind: 'page',
    id: route.id,
    title: label.title(route),
    category: route.group ? t(`groups.${route.group}`) : t('palette.account'),
    keywords: label.keywords(route),
    paths: route.paths,
  }));
}

/**
 * The command palette and global search, one feature: pages (title, category, keywords,
 * path) and records from `GET /api/search`, at most 8; with an empty query, favourites,
 * recent pages and recent searches. A combobox over a listbox: arrows move, Enter opens,
 * Esc closes.
 */
export function CommandPalette({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const history = useNavigationHistory();
  const store = usePaletteStore(userId);
  const pages = usePalettePages();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = useSearchRecords(debounced);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;

  const trimmed = query.trim();
  const groups = useMemo<OptionGroup[]>(() => {
    if (!trimmed) {
      const recentPages: PaletteShortcut[] = history.map((entry) => ({ path: entry.path, title: entry.title, subtitle: entry.context }));
      const sections = emptyPaletteSections(store.favorites, recentPages, store.searches, `${location.pathname}${location.search}`);
      return [
        {
          id: 'favorites',
          label: t('palette.favorites'),
          options: sections.favorites.map((f) => ({ key: `fav:${f.path}`, type: 'go' as const, path: f.path, title: f.title, icon: 'star' as const })),
        },
        {
          id: 'recent',
          label: t('palette.recent'),
          options: sections.recent.map((r) => ({
            key: `recent:${r.path}`,
            type: 'go' as const,
            path: r.path,
            title: r.title,
            subtitle: r.subtitle,
            icon: 'history' as const,
          })),
        },
        {
          id: 'searches',
          label: t('palette.recentSearches'),
          options: sections.searches.map((s) => ({ key: `search:${s}`, type: 'query' as const, query: s })),
        },
      ].filter((group) => group.options.length > 0);
    }
    // Records answer the debounced query; shown only while they still belong to what is typed.
    const records: PaletteRecord[] =
      search.data && search.data.query.toLowerCase() === trimmed.toLowerCase()
        ? search.data.results.map((r) => ({ kind: 'record', id: r.id, title: r.title, subtitle: r.subtitle, path: r.path }))
        : [];
    const ranked = rankPalette(trimmed, pages, records);
    return [
      {
        id: 'results',
        label: t('palette.results'),
        options: ranked.map((item) =>
          item.kind === 'page'
            ? { key: `page:${item.id}`, type: 'go' as const, path: item.paths[0], title: item.title, subtitle: item.category, icon: 'page' as const }
            : { key: `record:${item.id}`, type: 'go' as const, path: item.path, title: item.title, subtitle: item.subtitle, icon: 'person' as const },
        ),
      },
    ].filter((group) => group.options.length > 0);
  }, [trimmed, history, store.favorites, store.searches, location.pathname, location.search, search.data, pages, t]);

  const options = groups.flatMap((group) => group.options);
  const activeIndex = options.length === 0 ? -1 : Math.min(active, options.length - 1);
  const activeOption = activeIndex >= 0 ? options[activeIndex] : null;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => setActive(0), [trimmed]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    inputRef.current?.focus();
    const root = document.getElementById('root');
    const wasInert = root?.hasAttribute('inert') ?? false;
    root?.setAttribute('inert', '');
    return () => {
      if (root && !wasInert) root.removeAttribute('inert');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (option: PaletteOption) => {
    if (option.type === 'query') {
      setQuery(option.query);
      inputRef.current?.focus();
      return;
    }
    if (trimmed) store.remember(trimmed);
    onClose();
    void navigate(option.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
      inputRef.current?.focus();
    } else if (event.key === 'Enter' && event.target === inputRef.current) {
      event.preventDefault();
      if (activeOption) choose(activeOption);
    } else if (event.key === 'Tab' && panelRef.current) {
      // Focus stays in the palette: the search box and the footer's button.
      const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>('input, button:not([disabled])'));
      const index = focusable.indexOf(document.activeElement as HTMLElement);
      const next = focusable[(index + (event.shiftKey ? -1 : 1) + focusable.length) % focusable.length];
      event.preventDefault();
      next?.focus();
    }
  };

  const favoriteTarget = activeOption?.type === 'go' ? activeOption : null;
  const favoriteOn = favoriteTarget ? store.isFavorite(favoriteTarget.path) : false;
  const searching = trimmed.length >= MIN_SEARCH_LENGTH && (search.isFetching || debounced.trim() !== trimmed);

  let announcement = '';
  if (trimmed)
    announcement = options.length === 0 ? (searching ? t('palette.searching') : t('palette.noResults')) : t('palette.resultCount', { count: options.length });

  return createPortal(
    <StyledOverlay onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <StyledPanel ref={panelRef} role="dialog" aria-modal="true" aria-label={t('palette.title')} onKeyDown={onKeyDown}>
        <StyledInputRow>
          <Icon name="search" />
          <StyledInput
            ref={inputRef}
            type="text"
            role="combobox"
            aria-label={t('palette.inputLabel')}
            aria-expanded={options.length > 0}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            placeholder={t('palette.placeholder')}
            autoComplete="off"
            spellCheck={false}
            maxLength={SEARCH_LIMITS.query}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </StyledInputRow>
        <StyledListbox id={listboxId} role="listbox" aria-label={t('palette.listLabel')}>
          {groups.map((group) => (
            <div key={group.id} role="group" aria-labelledby={`${baseId}-${group.id}`}>
              <StyledGroupLabel id={`${baseId}-${group.id}`} role="presentation">
                {group.label}
              </StyledGroupLabel>
              {group.options.map((option) => {
                const index = options.indexOf(option);
                const favorite = option.type === 'go' && store.isFavorite(option.path);
                return (
                  <StyledOption
                    key={option.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    onMouseMove={() => index !== activeIndex && setActive(index)}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                  >
                    <Icon name={option.type === 'query' ? 'search' : option.icon} />
                    <StyledOptionText>
                      {option.type === 'query' ? option.query : option.title}
                      {option.type === 'go' && option.subtitle && <small>{option.subtitle}</small>}
                    </StyledOptionText>
                    {favorite && (
                      <>
                        <Icon name="star" filled size="0.875rem" />
                        <VisuallyHidden>{t('palette.isFavorite')}</VisuallyHidden>
                      </>
                    )}
                  </StyledOption>
                );
              })}
            </div>
          ))}
          {trimmed && options.length === 0 && <StyledNote>{searching ? t('palette.searching') : t('palette.noResults')}</StyledNote>}
          {!trimmed && options.length === 0 && <StyledNote>{t('palette.emptyHint')}</StyledNote>}
          {trimmed && search.isError && <StyledNote>{t('palette.recordsFailed')}</StyledNote>}
        </StyledListbox>
        <VisuallyHidden role="status" aria-live="polite">
          {announcement}
        </VisuallyHidden>
        <StyledFooter>
          <span>
            <StyledKbd>↑</StyledKbd> <StyledKbd>↓</StyledKbd> {t('palette.hintMove')} · <StyledKbd>{t('palette.keyEnter')}</StyledKbd> {t('palette.hintOpen')} ·{' '}
            <StyledKbd>{t('palette.keyEscape')}</StyledKbd> {t('palette.hintClose')}
          </span>
          <StyledFooterButton
            type="button"
            disabled={!favoriteTarget}
            aria-pressed={favoriteOn}
            onClick={() => favoriteTarget && store.toggleFavorite({ path: favoriteTarget.path, title: favoriteTarget.title })}
          >
            <Icon name="star" filled={favoriteOn} size="0.875rem" />
            {favoriteTarget ? t(favoriteOn ? 'palette.removeFavorite' : 'palette.addFavorite', { title: favoriteTarget.title }) : t('palette.favoriteNone')}
          </StyledFooterButton>
        </StyledFooter>
      </StyledPanel>
    </StyledOverlay>,
    document.body,
  );
}
