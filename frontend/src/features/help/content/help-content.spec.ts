import { FAQ_IDS, HELP_CONTEXTS, TOUR_IDS, TUTORIAL_IDS } from '@koinonia/contracts';
import { isOffered, matchRoute, pathOf, routeById } from '../../../shared/routing';
import en from '../locales/en.json';
import { FAQS } from './faqs.constant';
import { HELP_SPOTS } from './help-spots.constant';
import { CONTEXT_PATHS, contextOf, HELP_TIPS, tipsFor } from './help-tips.constant';
import { TOURS } from './tours.constant';
import { TUTORIALS } from './tutorials.constant';

type Words = Record<string, unknown>;
const word = (path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Words | undefined)?.[key], en);

describe('help content', () => {
  it('takes people only to pages of the route data that a menu links to as they are', () => {
    const pages = new Set([
      ...TOURS.map((tour) => tour.page),
      ...TUTORIALS.map((tutorial) => tutorial.page),
      ...Object.values(HELP_SPOTS).flatMap((spot) => ('page' in spot ? [spot.page] : [])),
    ]);
    expect([...pages].sort()).toEqual(
      [
        'home',
        'executive',
        'strategic-insights',
        'members',
        'congregation-care',
        'prayer-care',
        'events',
        'livestream',
        'community-chat',
        'admin-dashboard',
        'security-center',
        'account-security',
      ].sort(),
    );
    for (const page of pages) expect(isOffered(routeById(page))).toBe(true);
  });

  it('has the six tutorials of the specification, 7 to 15 minutes each, every step a spot with words', () => {
    expect(TUTORIALS.map((tutorial) => tutorial.id)).toEqual([...TUTORIAL_IDS]);
    for (const tutorial of TUTORIALS) {
      expect(tutorial.minutes).toBeGreaterThanOrEqual(7);
      expect(tutorial.minutes).toBeLessThanOrEqual(15);
      expect(word(`tutorials.${tutorial.id}.title`)).toEqual(expect.any(String));
      expect(word(`tutorials.${tutorial.id}.description`)).toEqual(expect.any(String));
      expect(word(`categories.${tutorial.category}`)).toEqual(expect.any(String));
      for (const step of tutorial.steps) expect(HELP_SPOTS).toHaveProperty([step]);
    }
  });

  it('has the five tours of the specification, each on a page of its own with spots that have words', () => {
    expect(TOURS.map((tour) => tour.id)).toEqual([...TOUR_IDS]);
    expect(Object.fromEntries(TOURS.map((tour) => [tour.id, pathOf(tour.page)]))).toEqual({
      dashboard: '/',
      toolkit: '/executive',
      insights: '/strategic-insights',
      members: '/members',
      chat: '/community-chat',
    });
    for (const tour of TOURS) {
      expect(word(`tours.${tour.id}.title`)).toEqual(expect.any(String));
      for (const step of tour.steps) {
        const spot = HELP_SPOTS[step];
        // A tour's steps are on its page, or on every page (the header).
        expect(['page' in spot ? spot.page : tour.page]).toEqual([tour.page]);
      }
    }
  });

  it('gives every spot words and a position of the specification', () => {
    for (const [id, spot] of Object.entries(HELP_SPOTS)) {
      expect(word(`spots.${id}.title`)).toEqual(expect.any(String));
      expect(word(`spots.${id}.body`)).toEqual(expect.any(String));
      expect(['top', 'bottom', 'left', 'right']).toContain(spot.position);
      for (const selector of spot.target) expect(() => document.querySelector(selector)).not.toThrow();
    }
  });

  it('has words for every FAQ, tag and category, and related tutorials that exist', () => {
    expect(FAQS.map((faq) => faq.id)).toEqual([...FAQ_IDS]);
    for (const faq of FAQS) {
      expect(word(`faqs.${faq.id}.question`)).toEqual(expect.any(String));
      expect(word(`faqs.${faq.id}.answer`)).toEqual(expect.any(String));
      expect(word(`faqCategories.${faq.category}`)).toEqual(expect.any(String));
      expect(faq.tags.length).toBeGreaterThan(0);
      for (const tag of faq.tags) expect(word(`faqTags.${tag}`)).toEqual(expect.any(String));
      for (const tutorial of faq.relatedTutorials) expect(TUTORIAL_IDS).toContain(tutorial);
    }
  });

  it('maps every context of the specification to routed pages, each with tips that have words', () => {
    for (const context of HELP_CONTEXTS) {
      expect(word(`contexts.${context}`)).toEqual(expect.any(String));
      for (const path of CONTEXT_PATHS[context]) expect(matchRoute(path.replace(':id', 'x'))).not.toBeNull();
      expect(HELP_TIPS.some((tip) => tip.context === context)).toBe(true);
    }
    for (const tip of HELP_TIPS) {
      expect(word(`tips.items.${tip.id}.title`)).toEqual(expect.any(String));
      expect(word(`tips.items.${tip.id}.content`)).toEqual(expect.any(String));
    }
  });

  it('finds the tips of the page on screen', () => {
    expect(contextOf('/member-directory')).toBe('member-directory');
    expect(contextOf('/podcasts')).toBe('livestream');
    expect(contextOf('/')).toBeNull();
    expect(tipsFor('/members').map((tip) => tip.id)).toEqual(['member-search', 'member-archived', 'member-address', 'member-add']);
    expect(tipsFor('/members/abc').map((tip) => tip.id)).toEqual(['member-history']);
    expect(tipsFor('/admin/users').map((tip) => tip.id)).toEqual(['admin-last-admin']);
    expect(tipsFor('/tutorials')).toEqual([]);
  });
});
