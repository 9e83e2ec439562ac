import { screen } from '@testing-library/react';
import shell from '../../../shared/i18n/locales/en/shell.json';
import { renderWithProviders } from '../../../testing/render';
import { fillPath, routeById } from '../../../shared/routing';
import { pageOf } from '../page-map.constant';

/** Every screen whose area a later issue builds (the routes that load ./areas). */
const AREAS = ['strategic-insights', 'sermon-ai-creator', 'sermon-recommendations', 'bible-ai', 'data-management'] as const;

const pages = shell.pages as Record<string, { title: string; empty?: string }>;

describe('screens of areas not built yet', () => {
  it.each(AREAS)('%s shows its title and its honest empty state, and no number', async (id) => {
    const route = routeById(id);
    const Page = (await pageOf(id)()).default;
    renderWithProviders(<Page />, { route: fillPath(route, { id: 'first-sermon' })!, path: route.paths[0], roles: ['admin'] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(pages[id].title);
    expect(pages[id].empty).toBeTruthy();
    expect(screen.getByRole('status')).toHaveTextContent(pages[id].empty!);
    // Nothing invented: no counts, amounts or dates stand in for data that does not exist.
    expect(document.body.textContent).not.toMatch(/\d/);
  });

  it('covers every route that loads an area screen', () => {
    const areaRoutes = Object.keys(pages).filter(
      (id) => pages[id].empty && !['admin-errors', 'tutorials', 'sermons', 'sermon', 'sermon-new', 'sermon-edit', 'livestream', 'community-chat'].includes(id),
    );
    expect([...areaRoutes].sort()).toEqual([...AREAS].sort());
  });
});
