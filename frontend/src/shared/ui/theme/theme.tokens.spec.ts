import { buildTheme, DEFAULT_DISPLAY, palettes } from './theme.tokens';

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
