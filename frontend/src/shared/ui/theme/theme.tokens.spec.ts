import { buildTheme, DEFAULT_DISPLAY, palettes, type Palette } from './theme.tokens';

/** `#rrggbb` or `rgba(r, g, b, a)` as 0–255 channels and an alpha. */
function parse(colour: string): [number, number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return [parseInt(hex[1], 16), parseInt(hex[2], 16), parseInt(hex[3], 16), 1];
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(colour);
  if (!rgba) throw new Error(`Not a colour the test reads: ${colour}`);
  return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), Number(rgba[4])];
}

/** A translucent tint laid over the opaque colour under it. */
function over(colour: string, base: string): [number, number, number] {
  const [r, g, b, a] = parse(colour);
  const [br, bg, bb] = parse(base);
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.1 contrast of text on a background (a tint is laid over the surface it sits on). */
function contrast(text: string, background: string, surface: string): number {
  const [fg, bg] = [luminance(over(text, surface)), luminance(over(background, surface))];
  return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
}

type Pair = [text: keyof Palette, background: keyof Palette];
/** Where each text colour is written: every pair the components use. */
const PAIRS: Pair[] = [
  ...(['text', 'textMuted', 'textSubtle', 'primary', 'danger', 'success', 'warning'] as const).flatMap((text) =>
    (['background', 'surface', 'surfaceMuted', 'surfaceHover'] as const).map((background): Pair => [text, background]),
  ),
  ['textSubtle', 'primarySoft'],
  ['textMuted', 'primarySoft'],
  ['text', 'primarySoft'],
  ['primary', 'primarySoft'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onDanger', 'danger'],
  ['danger', 'dangerSoft'],
  ['success', 'successSoft'],
  ['warning', 'warningSoft'],
];

describe('theme tokens', () => {
  it('sets the browser colour of each mode', () => {
    expect(buildTheme('dark').color.themeColor).toBe('#111827');
    expect(buildTheme('light').color.themeColor).toBe('#f8fafc');
    expect(buildTheme('dark', { ...DEFAULT_DISPLAY, highContrast: true }).color.themeColor).toBe('#111827');
  });

  it('high contrast strengthens text and borders in both modes', () => {
    for (const mode of ['light', 'dark'] as const) {
      const contrast = buildTheme(mode, { ...DEFAULT_DISPLAY, highContrast: true }).color;
      expect(contrast.text).not.toBe(palettes[mode].text);
      expect(contrast.border).not.toBe(palettes[mode].border);
      expect(contrast.textSubtle).not.toBe(palettes[mode].textSubtle);
    }
    expect(buildTheme('light').color).toEqual(palettes.light);
  });

  it('keeps every text colour at WCAG AA contrast (4.5:1) on every background it is written on, in both modes and high contrast', () => {
    const failures: string[] = [];
    for (const mode of ['light', 'dark'] as const) {
      for (const highContrast of [false, true]) {
        const colour = buildTheme(mode, { ...DEFAULT_DISPLAY, highContrast }).color;
        for (const [text, background] of PAIRS) {
          // Cards sit on the page and tints on the card: a translucent background is laid over the surface.
          for (const surface of [colour.surface, colour.background]) {
            const ratio = contrast(colour[text], colour[background], surface);
            if (ratio < 4.5) failures.push(`${mode}${highContrast ? ' high contrast' : ''}: ${text} on ${background} ${ratio.toFixed(2)}:1`);
          }
        }
      }
    }
    expect([...new Set(failures)]).toEqual([]);
  });

  it('text size scales every rem token from the root', () => {
    expect(buildTheme('light', { ...DEFAULT_DISPLAY, fontSize: 'small' }).font.root).toBe('87.5%');
    expect(buildTheme('light').font.root).toBe('100%');
    expect(buildTheme('light', { ...DEFAULT_DISPLAY, fontSize: 'large' }).font.root).toBe('112.5%');
    expect(buildTheme('light', { ...DEFAULT_DISPLAY, fontSize: 'x-large' }).font.root).toBe('125%');
  });

  it('compact mode tightens every spacing step, keeping their order', () => {
    const rem = (value: string) => Number.parseFloat(value);
    const normal = buildTheme('light').space;
    const compact = buildTheme('light', { ...DEFAULT_DISPLAY, compactMode: true }).space;
    const steps = Object.keys(normal) as (keyof typeof normal)[];
    expect(Object.keys(compact)).toEqual(steps);
    for (const step of steps) expect(rem(compact[step])).toBeLessThanOrEqual(rem(normal[step]));
    expect(rem(compact.xl)).toBeLessThan(rem(normal.xl));
    expect(steps.map((step) => rem(compact[step]))).toEqual([...steps.map((step) => rem(compact[step]))].sort((a, b) => a - b));
  });

  it('without animations, motion takes no time', () => {
    expect(buildTheme('light', { ...DEFAULT_DISPLAY, animationsEnabled: false }).motion).toEqual({ fast: '0ms', normal: '0ms' });
  });
});
