import type { ReactNode } from 'react';
import styled, { css, keyframes, type DefaultTheme } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

type Breakpoint = keyof DefaultTheme['breakpoint'];
type Density = 'comfortable' | 'compact' | 'dense';

/** Each density's space around a cell (theme spacing) and where a cell's content sits in its row. */
const DENSITIES: Record<Density, { block: keyof DefaultTheme['space']; inline: keyof DefaultTheme['space']; align: 'middle' | 'top' }> = {
  comfortable: { block: 'md', inline: 'lg', align: 'middle' },
  compact: { block: 'sm', inline: 'lg', align: 'top' },
  dense: { block: 'xs', inline: 'sm', align: 'middle' },
};

export interface DataTableColumn<Row> {
  /** Stable id: the React key, and the name `sort` uses (`name`, `-name`). */
  id: string;
  /** The column's heading; on narrow screens, each cell's label too. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Offers ordering by this column from its heading (needs `sort` and `onSortChange`). */
  sortable?: boolean;
  /** `end` for numbers and actions. */
  align?: 'start' | 'end';
  /** Left out below this breakpoint, for what a narrow screen can do without. */
  hideBelow?: Breakpoint;
  /** The cell that names its row (a row header): a name, a title. */
  rowHeader?: boolean;
}

type Naming =
  /** Names the table for screen readers; shown above it unless `captionHidden`. */
  | { caption: string; captionHidden?: boolean; labelledBy?: never }
  /** The id of a visible heading that already names the table. */
  | { labelledBy: string; caption?: never; captionHidden?: never };

export type DataTableProps<Row> = Naming & {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /**
   * `comfortable`: records of a line or two, centred in their row. `compact`: logs whose rows run
   * to several lines, with less space, each cell from the top. `dense`: a few figures inside a card.
   */
  density?: Density;
  /** The current order, as a list query sends it: a column id, `-` in front for descending. */
  sort?: string;
  onSortChange?: (sort: string) => void;
  /** What can be done to a row, in a last column: a menu, a button. */
  actions?: { header: string; cell: (row: Row) => ReactNode };
  /** Rows that just arrived live: marked (`data-fresh`) with a brief accent. */
  isFresh?: (row: Row) => boolean;
};

/** `name` → ascending by name, `-name` → descending. */
function sortState(sort: string | undefined): { id: string; descending: boolean } | null {
  if (!sort) return null;
  return sort.startsWith('-') ? { id: sort.slice(1), descending: true } : { id: sort, descending: false };
}

const arrive = keyframes`
  from { box-shadow: inset 4px 0 0 var(--fresh-accent); background: var(--fresh-background); }
  to { box-shadow: inset 4px 0 0 transparent; background: transparent; }
`;

const StyledScroller = styled.div`
  overflow-x: auto;
`;

const hiddenBelow = (breakpoint: Breakpoint) => css`
  @media (max-width: ${({ theme }) => theme.breakpoint[breakpoint]}) {
    && [data-hide-below='${breakpoint}'] {
      display: none;
    }
  }
`;

/**
 * The one rule for narrow screens, by how many columns there are: up to three fit a phone; four or
 * five turn into cards below `md`; six or more need a tablet's whole width, so below `lg`.
 */
function cardsBelow(columns: number): Breakpoint | null {
  if (columns >= 6) return 'lg';
  if (columns >= 4) return 'md';
  return null;
}

const asCards = (breakpoint: Breakpoint) => css`
  @media (max-width: ${({ theme }) => theme.breakpoint[breakpoint]}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tbody tr {
      display: block;
      padding: var(--cell-block) 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    tbody td,
    tbody th {
      display: grid;
      grid-template-columns: 6.5rem minmax(0, 1fr);
      justify-items: start;
      gap: ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
      border: 0;
      text-align: start;
    }
    tbody [data-align] {
      text-align: start;
    }
    tbody td::before,
    tbody th::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.color.textSubtle};
      font-weight: ${({ theme }) => theme.font.weight.medium};
    }
  }
`;

/** One look for every table; on narrow screens each row becomes a card whose cells are labelled with their column's heading. */
const StyledTable = styled.table<{ $density: Density; $cardsBelow: Breakpoint | null }>`
  --cell-block: ${({ theme, $density }) => theme.space[DENSITIES[$density].block]};
  --cell-inline: ${({ theme, $density }) => theme.space[DENSITIES[$density].inline]};
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    text-align: start;
    padding: var(--cell-block) var(--cell-inline);
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: ${({ $density }) => DENSITIES[$density].align};
    /* Words break between words; a long one widens its column rather than break mid-word. */
    overflow-wrap: break-word;
  }

  thead th {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.color.textSubtle};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }

  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  [data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  tbody tr:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }

  tr[data-fresh] {
    --fresh-accent: ${({ theme }) => theme.color.primary};
    --fresh-background: ${({ theme }) => theme.color.primarySoft};
    animation: ${arrive} 4s ease-out;
    @media (prefers-reduced-motion: reduce) {
      animation: none;
      box-shadow: inset 4px 0 0 var(--fresh-accent);
    }
  }

  ${({ $cardsBelow }) => $cardsBelow && asCards($cardsBelow)}

  ${hiddenBelow('sm')}
  ${hiddenBelow('md')}
  ${hiddenBelow('lg')}
`;

const StyledCaption = styled.caption`
  text-align: start;
  padding: ${({ theme }) => theme.space.md} var(--cell-inline);
  color: ${({ theme }) => theme.color.textSubtle};
`;

const StyledSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  color: inherit;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
`;

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | null }) {
  return (
    <svg width="10" height="12" viewBox="0 0 10 12" aria-hidden="true" focusable="false">
      <path d="M5 1 9 5H1z" fill="currentColor" opacity={direction === 'descending' ? 0.3 : 1} />
      <path d="M5 11 1 7h8z" fill="currentColor" opacity={direction === 'ascending' ? 0.3 : 1} />
    </svg>
  );
}

/**
 * A table of records: columns defined once, rows by key. Explicit ARIA roles keep it a table for
 * screen readers when narrow screens restyle its rows as cards.
 */
export function DataTable<Row>({ columns, rows, rowKey, density = 'comfortable', sort, onSortChange, actions, isFresh, ...naming }: DataTableProps<Row>) {
  const current = sortState(sort);
  const all: ReadonlyArray<DataTableColumn<Row>> = actions
    ? [...columns, { id: '__actions', header: actions.header, cell: actions.cell, align: 'end' }]
    : columns;
  return (
    <StyledScroller>
      <StyledTable role="table" $density={density} $cardsBelow={cardsBelow(all.length)} aria-labelledby={naming.labelledBy}>
        {naming.caption !== undefined &&
          (naming.captionHidden ? (
            <caption>
              <VisuallyHidden>{naming.caption}</VisuallyHidden>
            </caption>
          ) : (
            <StyledCaption>{naming.caption}</StyledCaption>
          ))}
        <thead role="rowgroup">
          <tr role="row">
            {all.map((column) => {
              const direction = current?.id === column.id ? (current.descending ? 'descending' : 'ascending') : null;
              const sortable = column.sortable && onSortChange;
              return (
                <th
                  key={column.id}
                  scope="col"
                  role="columnheader"
                  aria-sort={sortable && direction ? direction : undefined}
                  data-align={column.align}
                  data-hide-below={column.hideBelow}
                >
                  {sortable ? (
                    <StyledSortButton type="button" onClick={() => onSortChange(direction === 'ascending' ? `-${column.id}` : column.id)}>
                      {column.header}
                      <SortIcon direction={direction} />
                    </StyledSortButton>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" data-fresh={isFresh?.(row) || undefined}>
              {all.map((column) => {
                const shared = { 'data-label': column.header, 'data-align': column.align, 'data-hide-below': column.hideBelow };
                return column.rowHeader ? (
                  <th key={column.id} scope="row" role="rowheader" {...shared}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} role="cell" {...shared}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledScroller>
  );
}
