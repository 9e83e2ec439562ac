import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules of WCAG 2.1, levels A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe (WCAG 2.1 A and AA) finds nothing in the page's main region; `where` names the page in a failure. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(WCAG_21_AA).include('#main').analyze();
  expect(axe.violations.map((violation) => `${where} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
