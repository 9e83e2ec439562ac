import { act, render, screen } from '@testing-library/react';
import { THEME_STORAGE_KEY, ThemeProvider, initialThemeMode, useThemeMode } from './theme-provider';

function Toggle() {
  const { mode, toggle } = useThemeMode();
  return (
    <button type="button" onClick={toggle}>
      {mode}
    </button>
  );
}

const themeColor = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

function systemPrefersDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('ThemeProvider', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the stored choice, else the system preference', () => {
    systemPrefersDark(true);
    expect(initialThemeMode()).toBe('dark');
    systemPrefersDark(false);
    expect(initialThemeMode()).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(initialThemeMode()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(initialThemeMode()).toBe('light');
  });

  it('the toggle switches, remembers the choice and sets the browser colour', () => {
    systemPrefersDark(false);
    render(
      <ThemeProvider>
        <Toggle />
      </ThemeProvider>,
    );
    expect(themeColor()).toBe('#f8fafc');
    act(() => screen.getByRole('button', { name: 'light' }).click());
    expect(screen.getByRole('button')).toHaveTextContent('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(themeColor()).toBe('#111827');
  });
});
