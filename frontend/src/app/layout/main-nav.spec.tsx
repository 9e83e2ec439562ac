import { render, screen, within } from '@testing-library/react';
import type { UserRole } from '@koinonia/contracts';
import { MemoryRouter } from 'react-router-dom';
import { AccessProvider } from '../../shared/access';
import { createTestQueryClient, TestProviders } from '../../testing/render';
import { linksThatFit, MainNav } from './main-nav';

function renderNav(route: string, roles: UserRole[] = ['admin']) {
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <AccessProvider roles={roles}>
        <MemoryRouter initialEntries={[route]}>
          <MainNav />
        </MemoryRouter>
      </AccessProvider>
    </TestProviders>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

const marked = (nav: ReturnType<typeof renderNav>) =>
  nav
    .getAllByRole('link')
    .filter((link) => link.hasAttribute('aria-current'))
    .map((link) => `${link.textContent}:${link.getAttribute('aria-current')}`);

describe('MainNav', () => {
  it('lists the specification’s nine entries for an administrator who is also a pastor', () => {
    const nav = renderNav('/', ['admin', 'pastor']);
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Members',
      'Events',
      'Sermons',
      'Livestream',
      'Community',
      'Prayer',
      'Executive',
      'Admin',
    ]);
  });

  it('offers an administrator, an IT role, the Prayer entry too: their own requests and the wall, never pastoral ones', () => {
    const nav = renderNav('/');
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Members',
      'Events',
      'Sermons',
      'Livestream',
      'Community',
      'Prayer',
      'Executive',
      'Admin',
    ]);
  });

  it.each([
    ['/', 'Home:page'],
    ['/members', 'Members:page'],
    ['/member-directory', 'Members:page'],
    ['/members-test', 'Members:page'],
    ['/podcasts', 'Livestream:page'],
    ['/digital-sanctuary', 'Livestream:page'],
    ['/members/m1', 'Members:true'],
    ['/sermon-new', 'Sermons:true'],
    ['/admin/users', 'Admin:true'],
  ])('on %s marks %s, whichever path the screen was opened by', (path, expected) => {
    expect(marked(renderNav(path))).toEqual([expected]);
  });

  it('marks nothing on a page it does not list', () => {
    expect(marked(renderNav('/tutorials'))).toEqual([]);
  });

  it('leaves out Admin for those who are not administrators', () => {
    const nav = renderNav('/', ['member']);
    expect(nav.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Executive' })).not.toBeInTheDocument();
  });
});

describe('which links fit in the header', () => {
  const widths = [60, 80, 70, 90, 100];

  it('keeps every link when they all fit, with no room set aside for More', () => {
    expect(linksThatFit(widths, 70, 4, 400 + 4 * 4)).toBe(5);
  });

  it('moves the links that do not fit, keeping room for the More button', () => {
    // Four links need 300 + 12 px; with More (70 + 4) that is 386: too wide for 380, so three stay.
    expect(linksThatFit(widths, 70, 4, 380)).toBe(3);
    expect(linksThatFit(widths, 70, 4, 386)).toBe(4);
  });

  it('can move them all when even one link and More do not fit', () => {
    expect(linksThatFit(widths, 70, 4, 100)).toBe(0);
  });
});
