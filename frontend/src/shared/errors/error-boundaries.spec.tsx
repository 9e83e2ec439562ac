import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../i18n';
import { ThemeProvider, ToastProvider } from '../ui';
import { errorLog, setErrorUser } from './client-error-handler';
import { ComponentErrorBoundary, PageErrorBoundary, SectionErrorBoundary } from './error-boundaries';
import { reloadPage } from './reload-page';

jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));

initI18n('en');

let broken = true;
function Fragile({ label }: { label: string }) {
  if (broken) throw new TypeError(`${label} could not read its data`);
  return <p>{label} works</p>;
}

function renderIn(ui: React.ReactNode, queryClient = new QueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider initialMode="light">
        <ToastProvider>{ui}</ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

/** A list whose first answer is not one (no items): the screen breaks until the data is right. */
function People({ answers }: { answers: unknown[] }) {
  const people = useQuery({ queryKey: ['people'], queryFn: async () => answers.shift() as { items: string[] }, staleTime: Infinity });
  if (!people.data) return <p>Loading people</p>;
  return <p>{people.data.items.map((name) => name).join(', ')}</p>;
}

describe('error boundaries', () => {
  beforeEach(() => {
    broken = true;
    localStorage.clear();
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, status: 204, text: async () => '' }) as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('component level: only the failing component shows "Component failed to load", and the failure is logged', () => {
    renderIn(
      <>
        <ComponentErrorBoundary>
          <Fragile label="Newest members" />
        </ComponentErrorBoundary>
        <p>The member count</p>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Component failed to load');
    expect(screen.getByText('The member count')).toBeInTheDocument();
    expect(errorLog.entries().at(-1)).toMatchObject({ code: 'UNKNOWN_ERROR', type: 'client', details: { source: 'component' } });
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/errors/log', expect.objectContaining({ method: 'POST' }));
  });

  it('section level: "Section Unavailable" with Retry, which renders the section again', () => {
    renderIn(
      <SectionErrorBoundary>
        <Fragile label="Community" />
      </SectionErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Section Unavailable');
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Community works')).toBeInTheDocument();
  });

  it('page level: "Something Went Wrong" with Try Again, Go Home and Report This Issue', () => {
    renderIn(
      <PageErrorBoundary>
        <Fragile label="The page" />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something Went Wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report This Issue' })).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('The page works')).toBeInTheDocument();
  });

  it('page level: Try Again fetches the data again rather than showing what broke the page once more', async () => {
    renderIn(
      <PageErrorBoundary>
        <People answers={[{ items: null }, { items: ['Ruth', 'Naomi'] }]} />
      </PageErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Something Went Wrong' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Ruth, Naomi')).toBeInTheDocument();
  });

  it("section level: Retry fetches the section's data again", async () => {
    renderIn(
      <SectionErrorBoundary>
        <People answers={[{ items: null }, { items: ['Boaz'] }]} />
      </SectionErrorBoundary>,
    );
    expect(await screen.findByText('Section Unavailable')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Boaz')).toBeInTheDocument();
  });

  it('page level: Try Again loads the page anew when a part of the app could not be downloaded', () => {
    function Unloaded(): never {
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/events.page-x.js');
    }
    renderIn(
      <PageErrorBoundary>
        <Unloaded />
      </PageErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(errorLog.entries().at(-1)).toMatchObject({ code: 'NETWORK_ERROR', details: { source: 'page' } });
  });

  it('Report copies code, message, path, time and user id to the clipboard, and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    setErrorUser('user-7');
    renderIn(
      <SectionErrorBoundary>
        <Fragile label="Community" />
      </SectionErrorBoundary>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Report Issue' })));
    const report = JSON.parse(writeText.mock.calls[0][0]);
    expect(report).toEqual({
      code: 'UNKNOWN_ERROR',
      message: 'TypeError: Community could not read its data',
      path: '/',
      time: expect.any(String),
      userId: 'user-7',
    });
    expect(await screen.findByText(/copied to the clipboard/)).toBeInTheDocument();
    setErrorUser(null);
  });

  it('Report writes to the console when there is no clipboard, and says so', async () => {
    Object.assign(navigator, { clipboard: undefined });
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    renderIn(
      <PageErrorBoundary>
        <Fragile label="The page" />
      </PageErrorBoundary>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Report This Issue' })));
    expect(info).toHaveBeenCalledWith(expect.stringContaining('"code": "UNKNOWN_ERROR"'));
    expect(await screen.findByText(/written to the browser console/)).toBeInTheDocument();
  });
});
