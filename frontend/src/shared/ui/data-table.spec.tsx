import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DataTable, type DataTableColumn } from './data-table';
import { ThemeProvider } from './theme/theme-provider';
import { buildTheme } from './theme/theme.tokens';

interface Book {
  id: string;
  title: string;
  copies: number;
}

const BOOKS: Book[] = [
  { id: 'b1', title: 'Confessions', copies: 3 },
  { id: 'b2', title: 'City of God', copies: 12 },
];

const COLUMNS: Array<DataTableColumn<Book>> = [
  { id: 'title', header: 'Title', cell: (book) => book.title, sortable: true, rowHeader: true },
  { id: 'copies', header: 'Copies', cell: (book) => book.copies, align: 'end', sortable: true, hideBelow: 'sm' },
];

const renderInTheme = (ui: ReactElement) => render(<ThemeProvider initialMode="light">{ui}</ThemeProvider>);

describe('DataTable', () => {
  it('lays out the columns once defined: headings, one row per record, its first cell naming it', () => {
    renderInTheme(<DataTable caption="Library books" captionHidden columns={COLUMNS} rows={BOOKS} rowKey={(book) => book.id} />);

    const table = screen.getByRole('table', { name: 'Library books' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Title', 'Copies']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]).getByRole('rowheader')).toHaveTextContent('City of God');
    expect(within(rows[2]).getByRole('cell')).toHaveTextContent('12');
  });

  it('labels every cell with its column heading, for the cards narrow screens show', () => {
    renderInTheme(<DataTable labelledBy="books" columns={COLUMNS} rows={BOOKS} rowKey={(book) => book.id} />);
    const cells = screen.getAllByRole('row')[1].children;
    expect([...cells].map((cell) => cell.getAttribute('data-label'))).toEqual(['Title', 'Copies']);
    expect(cells[1]).toHaveAttribute('data-align', 'end');
    expect(cells[1]).toHaveAttribute('data-hide-below', 'sm');
    expect(screen.getByRole('table')).toHaveAttribute('aria-labelledby', 'books');
  });

  it('turns rows into labelled cards below the md breakpoint, and only there', () => {
    renderInTheme(<DataTable caption="Books" columns={COLUMNS} rows={BOOKS} rowKey={(book) => book.id} />);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const cards = /@media \(max-width: ?([^)]+)\)\{[^@]*content: ?attr\(data-label\)/.exec(css.replace(/\s*\n\s*/g, ''));
    expect(cards?.[1]).toBe(buildTheme('light').breakpoint.md);
    expect(css.match(/attr\(data-label\)/g)).toHaveLength(1);
  });

  it('shows a visible caption when asked', () => {
    renderInTheme(<DataTable caption="The newest 2 of 9" columns={COLUMNS} rows={BOOKS} rowKey={(book) => book.id} />);
    expect(screen.getByText('The newest 2 of 9').tagName).toBe('CAPTION');
  });

  it('offers sorting from the headings and says which order is in force', () => {
    const onSortChange = jest.fn();
    const { rerender } = renderInTheme(
      <DataTable caption="Books" columns={COLUMNS} rows={BOOKS} rowKey={(book) => book.id} sort="title" onSortChange={onSortChange} />,
    );
    const [title, copies] = screen.getAllByRole('columnheader');
    expect(title).toHaveAttribute('aria-sort', 'ascending');
    expect(copies).not.toHaveAttribute('aria-sort');

    fireEvent.click(within(title).getByRole('button', { name: 'Title' }));
    expect(onSortChange).toHaveBeenLastCalledWith('-title');
    fireEvent.click(within(copies).getByRole('button', { name: 'Copies' }));
    expect(onSortChange).toHaveBeenLastCalledWith('copies');

    rerender(
      <ThemeProvider initialMode="light">
        <DataTable caption="Books" columns={COLUMNS} rows={BOOKS} rowKey={(book) => book.id} sort="-title" onSortChange={onSortChange} />
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(screen.getByRole('button', { name: 'Title' }));
    expect(onSortChange).toHaveBeenLastCalledWith('title');
  });

  it('offers no sort buttons without a way to change the order', () => {
    renderInTheme(<DataTable caption="Books" columns={COLUMNS} rows={BOOKS} rowKey={(book) => book.id} sort="title" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).not.toHaveAttribute('aria-sort');
  });

  it('adds the row actions as a last column, and marks rows that just arrived', () => {
    renderInTheme(
      <DataTable
        caption="Books"
        columns={COLUMNS}
        rows={BOOKS}
        rowKey={(book) => book.id}
        actions={{ header: 'Actions', cell: (book) => <button type="button">Lend {book.title}</button> }}
        isFresh={(book) => book.id === 'b2'}
      />,
    );
    expect(screen.getAllByRole('columnheader').at(-1)).toHaveTextContent('Actions');
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByRole('button', { name: 'Lend Confessions' }).closest('td')).toHaveAttribute('data-label', 'Actions');
    expect(rows[1]).not.toHaveAttribute('data-fresh');
    expect(rows[2]).toHaveAttribute('data-fresh', 'true');
  });
});
