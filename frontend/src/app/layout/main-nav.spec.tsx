import { render, screen, within } from '@testing-library/react';
import type { UserRole } from '@koinonia/contracts';
import { MemoryRouter } from 'react-router-dom';
import { AccessProvider } from '../../shared/access';
import { createTestQueryClient, TestProviders } from '../../testing/render';
import { MainNav } from './main-nav';

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
  nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current')).map((link) => `${link.textContent}:${link.getAttribute('aria-current')}`);

describe('MainNav', () => {
  it('lists the specification’s nine entries for an administrator', () => {
    const nav = renderNav('/');
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Members', 'Events', 'Sermons', 'Livestream', 'Community', 'Prayer', 'Executive', 'Admin']);
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
