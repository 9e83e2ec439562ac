import { act, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../i18n';
import { ThemeProvider, ToastProvider } from '../ui';
import { errorLog, setErrorUser } from './client-error-handler';
import { ComponentErrorBoundary, PageErrorBoundary, SectionErrorBoundary } from './error-boundaries';

initI18n('en');

let broken = true;
function Fragile({ label }: { label: string }) {
  if (broken) throw new TypeError(`${label} could not read its data`);
  return <p>{label} works</p>;
}

function renderIn(ui: React.ReactNode) {
  return render(
    <ThemeProvider initialMode="light">
      <ToastProvider>{ui}</ToastProvider>
    </ThemeProvider>,
  );
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
    expect(report).toEqual({ code: 'UNKNOWN_ERROR', message: 'TypeError: Community could not read its data', path: '/', time: expect.any(String), userId: 'user-7' });
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
