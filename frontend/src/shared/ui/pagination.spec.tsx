import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { initI18n } from '../i18n';
import { Pagination } from './pagination';
import { ResultsBar } from './results-bar';
import { ThemeProvider } from './theme/theme-provider';

initI18n('en');

const renderInTheme = (ui: ReactElement) => render(<ThemeProvider initialMode="light">{ui}</ThemeProvider>);

describe('Pagination', () => {
  it('is a labelled navigation landmark saying where the reader is, with Previous and Next', () => {
    const onPageChange = jest.fn();
    renderInTheme(<Pagination page={2} pageCount={3} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('Page 2 of 3');
    fireEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('cannot go before the first page or past the last, and reads a page past the end as the last', () => {
    const { rerender } = renderInTheme(<Pagination page={1} pageCount={1} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    rerender(
      <ThemeProvider initialMode="light">
        <Pagination page={7} pageCount={4} onPageChange={jest.fn()} />
      </ThemeProvider>,
    );
    expect(screen.getByText('Page 4 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('is reached with the keyboard: Previous, the page size, Next, in reading order', () => {
    renderInTheme(<Pagination page={2} pageCount={3} onPageChange={jest.fn()} pageSize={{ value: 20, options: [10, 20, 50], onChange: jest.fn() }} />);
    const stops = [...screen.getByRole('navigation').querySelectorAll<HTMLElement>('button, select')];
    expect(stops).toEqual([screen.getByRole('button', { name: 'Previous' }), screen.getByLabelText('Per page'), screen.getByRole('button', { name: 'Next' })]);
    for (const stop of stops) {
      stop.focus();
      expect(stop).toHaveFocus();
    }
  });

  it('lets the reader choose how many rows a page holds, where the screen offers it', () => {
    const onChange = jest.fn();
    renderInTheme(<Pagination page={1} pageCount={3} onPageChange={jest.fn()} pageSize={{ value: 20, options: [10, 20, 50], onChange }} />);
    const select = screen.getByLabelText('Per page');
    expect(select).toHaveValue('20');
    fireEvent.change(select, { target: { value: '50' } });
    expect(onChange).toHaveBeenCalledWith(50);
  });
});

describe('ResultsBar', () => {
  it('reads the screen’s own summary out when it changes', () => {
    renderInTheme(<ResultsBar>225 members</ResultsBar>);
    expect(screen.getByText('225 members')).toHaveAttribute('aria-live', 'polite');
  });

  it('says "Showing 21–40 of 45" from the page, in the reader’s numbers', () => {
    const { rerender } = renderInTheme(<ResultsBar range={{ page: 2, pageSize: 20, total: 45 }} />);
    expect(screen.getByText('Showing 21–40 of 45')).toBeInTheDocument();
    rerender(
      <ThemeProvider initialMode="light">
        <ResultsBar range={{ page: 3, pageSize: 20, total: 1045 }} />
      </ThemeProvider>,
    );
    expect(screen.getByText('Showing 41–60 of 1,045')).toBeInTheDocument();
  });

  it('says "Updating…" while a refetch runs behind the rows on screen', () => {
    const { rerender } = renderInTheme(<ResultsBar busy>3 entries</ResultsBar>);
    expect(screen.getByText('Updating…')).toBeInTheDocument();
    rerender(
      <ThemeProvider initialMode="light">
        <ResultsBar>3 entries</ResultsBar>
      </ThemeProvider>,
    );
    expect(screen.queryByText('Updating…')).not.toBeInTheDocument();
  });

  it('for a live list, announces what arrived instead of every new count', () => {
    renderInTheme(
      <ResultsBar announcement="New security event: Failed sign-in" actions={<button type="button">1 new event</button>}>
        3 entries
      </ResultsBar>,
    );
    expect(screen.getByText('3 entries')).not.toHaveAttribute('aria-live');
    const announced = screen.getByText('New security event: Failed sign-in');
    expect(announced).toHaveAttribute('aria-live', 'polite');
    expect(announced).toHaveAttribute('aria-atomic', 'true');
    expect(screen.getByRole('button', { name: '1 new event' })).toBeInTheDocument();
  });
});
