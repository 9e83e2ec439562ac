import { fireEvent, render, screen, within } from '@testing-library/react';
import { FilterBar } from './filter-bar';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { ThemeProvider } from './theme/theme-provider';

function renderBar(reset?: { label: string; onReset: () => void; disabled?: boolean }) {
  return render(
    <ThemeProvider initialMode="light">
      <FilterBar label="Search and filters" search={<TextField label="Search hymns" type="search" name="q" />} reset={reset}>
        <SelectField label="Tune" name="tune" options={[{ value: '', label: 'All' }]} />
      </FilterBar>
    </ThemeProvider>,
  );
}

describe('FilterBar', () => {
  it('is a labelled search landmark with the search box first, then the filters', () => {
    renderBar();
    const bar = screen.getByRole('search', { name: 'Search and filters' });
    const fields = within(bar).getAllByRole('searchbox').concat(within(bar).getAllByRole('combobox'));
    expect(fields.map((field) => field.getAttribute('name'))).toEqual(['q', 'tune']);
    expect(within(bar).getByRole('searchbox').closest('[data-search]')).not.toBeNull();
    expect(within(bar).getByRole('combobox').closest('[data-search]')).toBeNull();
  });

  it('sends nothing when Enter is pressed: each filter applies as it changes', () => {
    renderBar();
    const submitted = fireEvent.submit(screen.getByRole('search'));
    expect(submitted).toBe(false);
  });

  it('offers a reset while a filter is set', () => {
    const onReset = jest.fn();
    const { unmount } = renderBar({ label: 'Clear filters', onReset, disabled: true });
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    unmount();
    renderBar({ label: 'Clear filters', onReset });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
