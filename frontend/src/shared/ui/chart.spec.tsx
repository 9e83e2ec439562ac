/// <reference types="node" />
import { render, screen, waitFor, within } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initI18n } from '../i18n';
import { Chart } from './chart';
import { ThemeProvider } from './theme/theme-provider';

initI18n('en');

// recharts measures its container; jsdom has no layout.
globalThis.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const DATA = [
  { label: 'Nov 20', count: 0, locked: 0 },
  { label: 'Nov 21', count: 4, locked: 1 },
];

function renderChart() {
  return render(
    <ThemeProvider initialMode="light">
      <h2 id="chart-title">Failed sign-ins</h2>
      <Chart
        labelledBy="chart-title"
        data={DATA}
        x={{ key: 'label', label: 'When' }}
        series={[
          { key: 'count', label: 'Failed sign-ins', tone: 'danger' },
          { key: 'locked', label: 'Lockouts' },
        ]}
        summary="4 failed sign-ins in the period. Most in one day: 4, Nov 21."
        tableCaption="Failed sign-ins per day"
      />
    </ThemeProvider>,
  );
}

describe('Chart', () => {
  it('gives screen readers a summary and the numbers as a table, and hides the picture from them', async () => {
    renderChart();
    const figure = screen.getByRole('figure', { name: 'Failed sign-ins' });
    expect(within(figure).getByText('4 failed sign-ins in the period. Most in one day: 4, Nov 21.').tagName).toBe('FIGCAPTION');
    const table = within(figure).getByRole('table', { name: 'Failed sign-ins per day' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['When', 'Failed sign-ins', 'Lockouts']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Nov 20');
    expect(
      within(second)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['4', '1']);
    const picture = figure.querySelector('[aria-hidden="true"]')!;
    // The plot arrives on its own chunk.
    await waitFor(() => expect(picture.querySelector('.recharts-responsive-container')).not.toBeNull(), { timeout: 5000 });
  }, 10_000);

  it('keeps recharts out of the kit’s own chunk: only the lazily loaded plot imports it', () => {
    const importers = readdirSync(__dirname)
      .filter((name) => /\.tsx?$/.test(name) && !name.includes('.spec.'))
      .filter((name) => /from 'recharts'/.test(readFileSync(join(__dirname, name), 'utf8')));
    expect(importers).toEqual(['chart-plot.tsx']);
    expect(readFileSync(join(__dirname, 'chart.tsx'), 'utf8')).toMatch(/lazy\(\(\) => import\('\.\/chart-plot'\)\)/);
  });
});
