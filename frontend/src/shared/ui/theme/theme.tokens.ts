/** The only place colours are written down: components read them from the theme. */
export interface Palette {
  /** The browser chrome colour (`<meta name="theme-color">`). */
  themeColor: string;
  background: string;
  surface: string;
  surfaceMuted: string;
  surfaceHover: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  textSubtle: string;
  primary: string;
  primaryHover: string;
  primarySoft: string;
  onPrimary: string;
  danger: string;
  dangerHover: string;
  dangerSoft: string;
  onDanger: string;
  success: string;
  successSoft: string;
  warningSoft: string;
  warning: string;
  focusRing: string;
  overlay: string;
  shadow: string;
}

export type ThemeMode = 'light' | 'dark';

const light: Palette = {
  themeColor: '#f8fafc',
  background: '#f8fafc',
  surface: '#ffffff',
  surfaceMuted: '#f1f5f9',
  surfaceHover: '#f8fafc',
  border: '#e2e8f0',
  borderStrong: '#94a3b8',
  text: '#0f172a',
  textMuted: '#334155',
  /* 4.5:1 or more on every light surface, the muted header row and the primary tint included (WCAG AA). */
  textSubtle: '#5b6b80',
  primary: '#4338ca',
  primaryHover: '#3730a3',
  primarySoft: '#eef2ff',
  onPrimary: '#ffffff',
  danger: '#b91c1c',
  dangerHover: '#991b1b',
  dangerSoft: '#fef2f2',
  onDanger: '#ffffff',
  success: '#15803d',
  successSoft: '#f0fdf4',
  warning: '#92400e',
  warningSoft: '#fffbeb',
  focusRing: '#2563eb',
  overlay: 'rgba(15, 23, 42, 0.55)',
  shadow: 'rgba(15, 23, 42, 0.08)',
};

const dark: Palette = {
  themeColor: '#111827',
  background: '#111827',
  surface: '#1f2937',
  surfaceMuted: '#17202e',
  surfaceHover: '#273244',
  border: '#374151',
  borderStrong: '#6b7280',
  text: '#f9fafb',
  textMuted: '#e5e7eb',
  /* 4.5:1 or more on every dark surface, the primary tint included (WCAG AA). */
  textSubtle: '#a7aeb9',
  primary: '#a5b4fc',
  primaryHover: '#c7d2fe',
  primarySoft: 'rgba(165, 180, 252, 0.14)',
  onPrimary: '#111827',
  danger: '#fca5a5',
  dangerHover: '#fecaca',
  dangerSoft: 'rgba(248, 113, 113, 0.14)',
  onDanger: '#111827',
  success: '#86efac',
  successSoft: 'rgba(74, 222, 128, 0.14)',
  warning: '#fcd34d',
  warningSoft: 'rgba(252, 211, 77, 0.12)',
  focusRing: '#93c5fd',
  overlay: 'rgba(0, 0, 0, 0.65)',
  shadow: 'rgba(0, 0, 0, 0.35)',
};

export const palettes: Record<ThemeMode, Palette> = { light, dark };

/** High contrast (display preference): text and edges at full strength, no soft tints. */
const highContrast: Record<ThemeMode, Palette> = {
  light: {
    ...light,
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f1f5f9',
    surfaceHover: '#e2e8f0',
    border: '#0f172a',
    borderStrong: '#000000',
    text: '#000000',
    textMuted: '#000000',
    textSubtle: '#1e293b',
    primary: '#1e1b96',
    primaryHover: '#000000',
    primarySoft: '#e0e7ff',
    danger: '#8f0000',
    dangerHover: '#5c0000',
    success: '#064e1b',
    warning: '#5c2600',
    focusRing: '#000000',
    shadow: 'rgba(0, 0, 0, 0.25)',
  },
  dark: {
    ...dark,
    background: '#000000',
    surface: '#0a0a0a',
    surfaceMuted: '#141414',
    surfaceHover: '#262626',
    border: '#f9fafb',
    borderStrong: '#ffffff',
    text: '#ffffff',
    textMuted: '#ffffff',
    textSubtle: '#e5e7eb',
    primary: '#c7d2fe',
    primaryHover: '#ffffff',
    primarySoft: 'rgba(199, 210, 254, 0.22)',
    danger: '#fecaca',
    success: '#bbf7d0',
    warning: '#fde68a',
    focusRing: '#facc15',
    shadow: 'rgba(0, 0, 0, 0.6)',
  },
};

const baseScale = {
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem', hero: 'clamp(2rem, 5vw, 3rem)', display: '2.75rem' },
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
    lineHeight: { tight: 1.25, normal: 1.5 },
  },
  /** A 4 px spacing scale. */
  space: { xxs: '0.125rem', xs: '0.25rem', sm: '0.5rem', md: '0.75rem', lg: '1rem', xl: '1.5rem', xxl: '2rem', xxxl: '3rem' },
  radius: { sm: '6px', md: '10px', lg: '14px', pill: '999px' },
  breakpoint: { sm: '480px', md: '720px', lg: '1024px' },
  layout: { maxWidth: '1120px', narrow: '440px' },
  zIndex: { header: 10, menu: 20, dialog: 40, toast: 50 },
  motion: { fast: '120ms', normal: '200ms' },
};

/** The display preferences that change the tokens (the same names as the user's preferences). */
export interface ThemeDisplay {
  highContrast: boolean;
  fontSize: 'small' | 'medium' | 'large' | 'x-large';
  compactMode: boolean;
  animationsEnabled: boolean;
  showTooltips: boolean;
}

export const DEFAULT_DISPLAY: ThemeDisplay = { highContrast: false, fontSize: 'medium', compactMode: false, animationsEnabled: true, showTooltips: true };

/** The root size every rem token scales from. */
const ROOT_FONT_SIZE: Record<ThemeDisplay['fontSize'], string> = { small: '87.5%', medium: '100%', large: '112.5%', 'x-large': '125%' };

/** Compact mode: the same steps, three quarters as far apart. */
const COMPACT_SPACE: typeof baseScale.space = {
  xxs: '0.125rem',
  xs: '0.1875rem',
  sm: '0.375rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1.125rem',
  xxl: '1.5rem',
  xxxl: '2.25rem',
};

export interface AppTheme {
  mode: ThemeMode;
  color: Palette;
  display: ThemeDisplay;
  font: typeof baseScale.font & { root: string };
  space: typeof baseScale.space;
  radius: typeof baseScale.radius;
  breakpoint: typeof baseScale.breakpoint;
  layout: typeof baseScale.layout;
  zIndex: typeof baseScale.zIndex;
  motion: typeof baseScale.motion;
}

export function buildTheme(mode: ThemeMode, display: ThemeDisplay = DEFAULT_DISPLAY): AppTheme {
  return {
    ...baseScale,
    mode,
    display,
    color: display.highContrast ? highContrast[mode] : palettes[mode],
    font: { ...baseScale.font, root: ROOT_FONT_SIZE[display.fontSize] },
    space: display.compactMode ? COMPACT_SPACE : baseScale.space,
    motion: display.animationsEnabled ? baseScale.motion : { fast: '0ms', normal: '0ms' },
  };
}
