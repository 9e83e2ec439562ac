import { ERROR_CATALOGUE } from '@koinonia/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ApiError } from '../api';
import { initI18n } from '../i18n';
import { ListBody, type ListQuery } from './list-body';
import { ListPage } from './list-page';
import { ThemeProvider } from './theme/theme-provider';

initI18n('en');

const renderInTheme = (ui: ReactElement) => render(<ThemeProvider initialMode="light">{ui}</ThemeProvider>);

function query(overrides: Partial<ListQuery<string[]>>): ListQuery<string[]> {
  return { data: undefined, isPending: false, isError: false, error: null, isFetching: false, refetch: jest.fn(() => Promise.resolve()), ...overrides };
}

const WORDS = {
  loading: 'Loading hymns…',
  failed: 'The hymns could not be loaded.',
  empty: 'No hymns yet.',
  emptyHint: 'Add the first one.',
  noMatch: 'No hymns match these filters.',
  noMatchHint: 'Try another tune.',
  clearFilters: 'Clear filters',
};

const list = (hymns: string[]) => (
  <ul>
    {hymns.map((hymn) => (
      <li key={hymn}>{hymn}</li>
    ))}
  </ul>
);

describe('ListBody', () => {
  it('says it is loading, politely and in the screen’s words', () => {
    renderInTheme(
      <ListBody query={query({ isPending: true })} words={WORDS} footer={<nav aria-label="Pagination" />}>
        {list}
      </ListBody>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading hymns…');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('announces a failure with the catalogue’s words, and Retry fetches again', () => {
    const failed = query({ isError: true, error: new ApiError({ code: 'SERVER_ERROR', status: 500 }) });
    renderInTheme(
      <ListBody query={failed} words={WORDS}>
        {list}
      </ListBody>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The hymns could not be loaded.');
    expect(alert).toHaveTextContent(ERROR_CATALOGUE.SERVER_ERROR.message);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('tells "nothing yet" from "nothing matches", and offers to clear the filters', () => {
    const onClearFilters = jest.fn();
    const empty = query({ data: [] });
    const { rerender } = renderInTheme(
      <ListBody query={empty} words={WORDS} isEmpty={(hymns) => hymns.length === 0} footer={<nav aria-label="Pagination" />}>
        {list}
      </ListBody>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No hymns yet.Add the first one.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    rerender(
      <ThemeProvider initialMode="light">
        <ListBody query={empty} words={WORDS} isEmpty={(hymns) => hymns.length === 0} filtered onClearFilters={onClearFilters}>
          {list}
        </ListBody>
      </ThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No hymns match these filters.Try another tune.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);
  });

  it('shows the list and its footer once there is something to show', () => {
    renderInTheme(
      <ListBody query={query({ data: ['Amazing Grace'] })} words={WORDS} isEmpty={(hymns) => hymns.length === 0} footer={<nav aria-label="Pagination" />}>
        {list}
      </ListBody>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Amazing Grace');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });
});

describe('ListPage', () => {
  it('frames the list: heading, subtitle, actions, section nav, filters, results line, list and pagination', () => {
    renderInTheme(
      <ListPage
        title="Hymns"
        subtitle="What the choir sings."
        actions={<button type="button">Add hymn</button>}
        nav={<nav aria-label="Music" />}
        filters={<form role="search" aria-label="Filter hymns" />}
        results={<p>2 hymns</p>}
        pagination={<nav aria-label="Pagination" />}
        query={query({ data: ['Amazing Grace', 'Be Thou My Vision'] })}
        words={WORDS}
        isEmpty={(hymns) => hymns.length === 0}
      >
        {list}
      </ListPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Hymns' })).toBeInTheDocument();
    expect(screen.getByText('What the choir sings.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('button', { name: 'Add hymn' }));
    expect(screen.getByRole('search', { name: 'Filter hymns' })).toBeInTheDocument();
    const order = ['Music', 'Filter hymns', '2 hymns', 'Amazing Grace', 'Pagination'].map(
      (name) => screen.queryByRole('navigation', { name }) ?? screen.queryByRole('search', { name }) ?? screen.getByText(name),
    );
    for (let i = 1; i < order.length; i++) expect(order[i - 1].compareDocumentPosition(order[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows its states inside the results card, under the results line', () => {
    renderInTheme(
      <ListPage title="Hymns" results={<p>Hymns</p>} query={query({ data: [] })} words={WORDS} isEmpty={(hymns) => hymns.length === 0}>
        {list}
      </ListPage>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No hymns yet.');
    expect(screen.getByText('Hymns', { selector: 'p' }).compareDocumentPosition(screen.getByRole('status')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
