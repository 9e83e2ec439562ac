import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider, useTheme } from 'styled-components';
import { GlobalStyle } from './global-style';
import { buildTheme, DEFAULT_DISPLAY, type ThemeDisplay, type ThemeMode } from './theme.tokens';

/** Local storage key, as the specification names it. */
export const THEME_STORAGE_KEY = 'theme';

interface ThemeModeContextValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeModeContextValue | null>(null);

function storedMode(): ThemeMode | null {
  try {
    const value = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)').matches : false;
}

/** The stored choice, otherwise the system preference (specification, section 4). */
export function initialThemeMode(): ThemeMode {
  return storedMode() ?? (systemPrefersDark() ? 'dark' : 'light');
}

function setThemeColorMeta(color: string) {
  if (typeof document === 'undefined') return;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.appendChild(meta);
  }
  meta.content = color;
}

/** Light or dark (the stored choice, else the system's), shaped by the user's display preferences. */
export function ThemeProvider({ children, initialMode, display = DEFAULT_DISPLAY }: { children: ReactNode; initialMode?: ThemeMode; display?: ThemeDisplay }) {
  const [mode, setModeState] = useState<ThemeMode>(() => initialMode ?? initialThemeMode());
  const theme = useMemo(() => buildTheme(mode, display), [mode, display]);

  useEffect(() => {
    setThemeColorMeta(theme.color.themeColor);
  }, [theme]);

  // Follow the system while the person has not chosen.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function' || storedMode()) return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = (event: MediaQueryListEvent) => {
      if (!storedMode()) setModeState(event.matches ? 'dark' : 'light');
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  const setMode = useCallback((next: ThemeMode) => {
    setModeState(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Not stored: the choice lasts for this visit.
    }
  }, []);

  const value = useMemo<ThemeModeContextValue>(() => ({ mode, setMode, toggle: () => setMode(mode === 'dark' ? 'light' : 'dark') }), [mode, setMode]);

  return (
    <ThemeModeContext.Provider value={value}>
      <StyledThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </StyledThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeContextValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode needs a ThemeProvider');
  return value;
}

/** A tooltip's text while the user wants tooltips (display preference), otherwise none. */
export function useTooltip(): (text: string) => string | undefined {
  const { display } = useTheme();
  return (text) => (display.showTooltips ? text : undefined);
}
