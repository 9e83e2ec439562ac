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

  /** The widths below which this table's rows are shown as labelled cards, read from its styles. */
  const cardsBelow = (table: HTMLElement) => {
    const css = [...document.querySelectorAll('style')]
      .map((style) => style.textContent)
      .join('\n')
      .replace(/\s*\n\s*/g, '');
    const widths = [...table.classList].flatMap((name) =>
      [...css.matchAll(new RegExp(`@media \\(max-width: ?([^)]+)\\)\\{[^@]*?\\.${name}[^@{]*\\{content: ?attr\\(data-label\\)`, 'g'))].map((match) => match[1]),
    );
    return [...new Set(widths)];
  };

  const columns = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `c${i}`, header: `C${i}`, cell: (book: Book) => book.title }));

  it('turns rows of four or five columns into labelled cards below the md breakpoint', () => {
    renderInTheme(<DataTable caption="Books" columns={columns(4)} rows={BOOKS} rowKey={(book) => book.id} />);
    expect(cardsBelow(screen.getByRole('table'))).toEqual([buildTheme('light').breakpoint.md]);
  });

  it('turns a table of six columns or more into cards below lg: a tablet has no room for them', () => {
    renderInTheme(<DataTable caption="Books" columns={columns(5)} rows={BOOKS} rowKey={(book) => book.id} actions={{ header: 'Actions', cell: () => null }} />);
    expect(cardsBelow(screen.getByRole('table'))).toEqual([buildTheme('light').breakpoint.lg]);
  });

  it('keeps a table of up to three columns a table: it fits a phone', () => {
    renderInTheme(<DataTable caption="Books" columns={columns(3)} rows={BOOKS} rowKey={(book) => book.id} />);
    expect(cardsBelow(screen.getByRole('table'))).toEqual([]);
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
