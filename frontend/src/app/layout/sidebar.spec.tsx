import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { UserRole } from '@koinonia/contracts';
import { AccessProvider } from '../../shared/access';
import { createTestQueryClient, TestProviders } from '../../testing/render';
import { RouteProgress, ROUTE_PROGRESS_MS } from './route-progress';
import { Sidebar } from './sidebar';
import { useSidebarState } from './sidebar-state';

function SidebarWithState({ userId }: { userId: string }) {
  return <Sidebar state={useSidebarState(userId)} />;
}

function renderSidebar(route: string, roles: UserRole[] = ['admin'], userId = 'u1') {
  return render(
    <TestProviders queryClient={createTestQueryClient()}>
      <AccessProvider roles={roles}>
        <MemoryRouter initialEntries={[route]}>
          <SidebarWithState userId={userId} />
        </MemoryRouter>
      </AccessProvider>
    </TestProviders>,
  );
}

describe('Sidebar', () => {
  beforeEach(() => localStorage.clear());

  it("opens the current page's group by itself, and remembers open groups", () => {
    renderSidebar('/donations', ['pastor']);
    const finance = screen.getByRole('button', { name: 'Financial Management' });
    expect(finance).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Donations' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Event Management' })).toHaveAttribute('aria-expanded', 'false');
    expect(JSON.parse(localStorage.getItem('expandedGroups')!)).toEqual(['finance']);
  });

  it("opens the group of a page reached from another, and marks the page above it (a member's profile: the directory)", () => {
    renderSidebar('/members/m1/edit');
    expect(screen.getByRole('button', { name: 'Member Management' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Member Directory' })).toHaveAttribute('aria-current', 'true');
  });

  it('marks the page under any of its paths', () => {
    renderSidebar('/member-directory');
    expect(screen.getByRole('link', { name: 'Member Directory' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Congregation Care' })).not.toHaveAttribute('aria-current');
  });

  it('lists only the pages the roles open, and hides a group left empty (Music Ministry has no routed page yet)', () => {
    renderSidebar('/', ['member']);
    expect(screen.queryByRole('button', { name: 'System Administration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Music Ministry' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Member Management' }));
    const list = document.getElementById(screen.getByRole('button', { name: 'Member Management' }).getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Member Directory', 'Households', 'Prayer Care']);
  });

  it('offers an administrator, an IT role, prayer care (their own requests and the wall) but not donations', () => {
    renderSidebar('/');
    fireEvent.change(screen.getByLabelText('Find a page'), { target: { value: 'CARE' } });
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Congregation Care', 'Prayer Care']);
    fireEvent.change(screen.getByLabelText('Find a page'), { target: { value: 'DONATIONS' } });
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('lists Home once', () => {
    renderSidebar('/');
    expect(screen.getAllByRole('link', { name: 'Home' })).toHaveLength(1);
  });

  it("offers a member none of the staff's tools: no giving records, no writing sermons", () => {
    renderSidebar('/', ['member']);
    expect(screen.queryByRole('button', { name: 'Financial Management' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sermon & Content' }));
    const list = document.getElementById(screen.getByRole('button', { name: 'Sermon & Content' }).getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Sermons', 'Sermon Recommendations', 'Bible AI']);
  });

  it('keeps up to 5 favourites per user, none by default', () => {
    renderSidebar('/');
    const favourites = () =>
      within(screen.getByRole('region', { name: 'Favourites' }))
        .queryAllByRole('link')
        .map((l) => l.textContent);
    expect(favourites()).toEqual([]);
    expect(screen.getByText('Pin pages with the star to keep them here.')).toBeInTheDocument();
    // Home's group, Dashboard, is open: this is its page.
    for (const page of ['Home', 'Executive Tools', 'Strategic Insights', 'Tutorial Center'])
      fireEvent.click(screen.getByRole('button', { name: `Pin ${page} to favourites` }));
    fireEvent.click(screen.getByRole('button', { name: 'Sermon & Content' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pin Sermons to favourites' }));
    expect(favourites()).toEqual(['Home', 'Executive Tools', 'Strategic Insights', 'Tutorial Center', 'Sermons']);

    fireEvent.click(screen.getByRole('button', { name: 'Pin Bible AI to favourites' }));
    expect(favourites()).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('You can keep 5 favourites. Unpin one first.');

    // Another user on this browser starts with their own.
    const stored = JSON.parse(localStorage.getItem('favorites')!);
    expect(stored).toEqual({ owner: 'u1', value: ['/', '/executive', '/strategic-insights', '/tutorials', '/sermons'] });
  });

  it('falls back to the defaults for corrupt stored values', () => {
    localStorage.setItem('favorites', '{not json');
    localStorage.setItem('sidebarCollapsed', '"yes"');
    localStorage.setItem('expandedGroups', JSON.stringify(['nonsense', 42]));
    renderSidebar('/');
    expect(within(screen.getByRole('region', { name: 'Favourites' })).queryAllByRole('link')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Collapse the sidebar' })).toBeInTheDocument();
  });

  it('finds pages by label', () => {
    renderSidebar('/', ['pastor']);
    fireEvent.change(screen.getByLabelText('Find a page'), { target: { value: 'CARE' } });
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Congregation Care', 'Prayer Care']);
    fireEvent.change(screen.getByLabelText('Find a page'), { target: { value: 'zzz' } });
    expect(screen.getByRole('status')).toHaveTextContent('No pages match.');
  });

  it("collapses to a rail of group icons, the current page's group marked, and back", () => {
    renderSidebar('/');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse the sidebar' }));
    expect(screen.queryByLabelText('Find a page')).not.toBeInTheDocument();
    expect(localStorage.getItem('sidebarCollapsed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Sermon & Content' })).not.toHaveAttribute('aria-current');
    fireEvent.click(screen.getByRole('button', { name: 'Sermon & Content' }));
    expect(screen.getByRole('button', { name: 'Sermon & Content' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('RouteProgress', () => {
  it('shows for 100 ms after a route change', () => {
    jest.useFakeTimers();
    render(
      <TestProviders queryClient={createTestQueryClient()}>
        <MemoryRouter>
          <RouteProgress />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(document.querySelector('[data-route-progress]')).not.toBeNull();
    act(() => void jest.advanceTimersByTime(ROUTE_PROGRESS_MS - 1));
    expect(document.querySelector('[data-route-progress]')).not.toBeNull();
    act(() => void jest.advanceTimersByTime(1));
    expect(document.querySelector('[data-route-progress]')).toBeNull();
    jest.useRealTimers();
  });
});
