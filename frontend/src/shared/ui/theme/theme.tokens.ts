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
  textSubtle: '#64748b',
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
  textSubtle: '#9ca3af',
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

const scale = {
  font: {
    family:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
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

export interface AppTheme {
  mode: ThemeMode;
  color: Palette;
  font: typeof scale.font;
  space: typeof scale.space;
  radius: typeof scale.radius;
  breakpoint: typeof scale.breakpoint;
  layout: typeof scale.layout;
  zIndex: typeof scale.zIndex;
  motion: typeof scale.motion;
}

export function buildTheme(mode: ThemeMode): AppTheme {
  return { mode, color: palettes[mode], ...scale };
}
