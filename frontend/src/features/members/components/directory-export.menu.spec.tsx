import { ERROR_CATALOGUE } from '@koinonia/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { renderWithProviders } from '../../../testing/render';
import { DirectoryExportMenu } from './directory-export.menu';

describe('DirectoryExportMenu', () => {
  let requests: Array<{ url: string; headers: Record<string, string> }>;
  let finish: (reply: { status: number; body: string }) => void;
  let saved: Array<{ download: string; href: string }>;

  beforeEach(() => {
    consistency.reset();
    requests = [];
    saved = [];
    globalThis.fetch = jest.fn(
      (url: string, init: RequestInit = {}) =>
        new Promise((resolve) => {
          requests.push({ url, headers: { ...(init.headers as Record<string, string>) } });
          finish = ({ status, body }) =>
            resolve({ ok: status < 300, status, text: async () => body, blob: async () => new Blob([body]) } as unknown as Response);
        }),
    ) as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:directory');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.href });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const open = () => fireEvent.click(screen.getByRole('button', { name: 'Export the directory' }));

  it('downloads the CSV of the list as filtered, busy until the file arrives', async () => {
    renderWithProviders(<DirectoryExportMenu filter={{ search: 'ruth', role: '', status: 'active', sort: 'name' }} canWrite />, { route: '/members' });
    open();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Spreadsheet (CSV)' }));
    expect(await screen.findByText('Preparing the file…')).toBeInTheDocument();
    expect(requests[0].url).toBe('/api/members/export.csv?search=ruth&status=active&sort=name');
    expect(requests[0].headers['Accept-Language']).toBe('en');

    finish({ status: 200, body: 'Name\r\nRuth\r\n' });
    await waitFor(() => expect(saved).toEqual([{ download: 'directory.csv', href: 'blob:directory' }]));
    expect(screen.queryByText('Preparing the file…')).not.toBeInTheDocument();
  });

  it('offers mailing labels only to those who keep the directory, and they take no filter', async () => {
    const { unmount } = renderWithProviders(<DirectoryExportMenu filter={{ search: 'ruth' }} canWrite={false} />, { route: '/members' });
    open();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Spreadsheet (CSV)', 'Photo directory (PDF)']);
    unmount();

    renderWithProviders(<DirectoryExportMenu filter={{ search: 'ruth' }} canWrite />, { route: '/members' });
    open();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mailing labels (PDF)' }));
    await waitFor(() => expect(requests.map((r) => r.url)).toEqual(['/api/members/labels.pdf']));
    finish({ status: 200, body: '%PDF-1.3' });
    await waitFor(() => expect(saved).toEqual([{ download: 'mailing-labels.pdf', href: 'blob:directory' }]));
  });

  it('says why when the server refuses, and saves nothing', async () => {
    renderWithProviders(<DirectoryExportMenu filter={{}} canWrite />, { route: '/members' });
    open();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Photo directory (PDF)' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    finish({ status: 403, body: JSON.stringify({ code: 'AUTHORIZATION', message: ERROR_CATALOGUE.AUTHORIZATION.message }) });
    expect(await screen.findByText(ERROR_CATALOGUE.AUTHORIZATION.message)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
