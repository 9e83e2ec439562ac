import { expect, test, type Page } from './support/test';
import { signIn } from './support/auth';

/** Starts from a clean slate: the tests may run again on the same data. */
async function resetOnboarding(page: Page) {
  expect((await page.request.delete('/api/help/onboarding')).ok()).toBe(true);
  await page.reload();
}

test.describe('help and onboarding', () => {
  test('the first sign-in offers the dashboard tour; it runs to Complete, and stays completed after a reload and in another browser', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'pastor@demo.church');
    await resetOnboarding(page);

    const welcome = page.getByRole('region', { name: /Welcome to Koinonia/ });
    await expect(welcome).toBeVisible();
    await welcome.getByRole('button', { name: 'Take the tour' }).click();
    await expect(welcome).toBeHidden();

    const steps = ['Your dashboard', 'Your community', 'You', 'Main navigation', 'Search', 'Help'];
    for (const [index, title] of steps.entries()) {
      const card = page.getByRole('dialog', { name: title });
      await expect(card).toBeVisible();
      await expect(card.getByText(`Step ${index + 1} of 6`, { exact: true })).toBeVisible();
      await expect(card.getByText(`${Math.round(((index + 1) / 6) * 100)}% done`, { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Previous' })).toBeEnabled({ enabled: index > 0 });
      if (index === 0) {
        // The 320 px card of the specification, with its element lit up.
        expect((await card.boundingBox())?.width).toBe(320);
        await expect(page.locator('[data-help-spotlight]')).toBeVisible();
      }
      if (index < steps.length - 1) {
        await expect(card.getByRole('button', { name: 'Complete' })).toHaveCount(0);
        await card.getByRole('button', { name: 'Next' }).click();
      } else {
        await expect(card.getByRole('button', { name: 'Next' })).toHaveCount(0);
        const saved = page.waitForResponse((r) => r.url().endsWith('/api/help/onboarding/completed-tours/dashboard') && r.ok());
        await card.getByRole('button', { name: 'Complete' }).click();
        await saved;
      }
    }
    await expect(page.getByRole('dialog', { name: 'Help' })).toHaveCount(0);
    await expect(page.locator('[data-help-spotlight]')).toHaveCount(0);

    await page.reload();
    await page.goto('/tutorials');
    const tour = page.locator('[data-tour="dashboard"]');
    await expect(tour.getByText('Completed')).toBeVisible();
    await expect(page.getByRole('region', { name: /Welcome to Koinonia/ })).toHaveCount(0);

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await signIn(other, 'pastor@demo.church');
    await other.goto('/tutorials');
    await expect(other.locator('[data-tour="dashboard"]').getByText('Completed')).toBeVisible();
    await expect(other.getByRole('region', { name: /Welcome to Koinonia/ })).toHaveCount(0);
    await elsewhere.close();
  });

  test('Esc skips a tour; the skipped tour is not completed', async ({ page }) => {
    await signIn(page, 'staff@demo.church');
    await resetOnboarding(page);
    await page.goto('/tutorials');
    await page.getByRole('button', { name: 'Start the tour: Member directory tour' }).click();
    await expect(page).toHaveURL(/\/members$/);
    const card = page.getByRole('dialog', { name: 'Search the directory' });
    await expect(card.getByText('Step 1 of 5', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await page.goto('/tutorials');
    await expect(page.locator('[data-tour="members"]').getByText('Completed')).toHaveCount(0);
    await expect(page.locator('[data-tour="members"]').getByText('In progress')).toHaveCount(0);
  });

  test('the help panel opens with ?, finds FAQs by text and by tag, and counts a vote on the server', async ({ page }) => {
    await signIn(page, 'member@demo.church');
    await page.locator('#main h1').click();
    await page.keyboard.press('?');
    const panel = page.getByRole('dialog', { name: 'Help' });
    await expect(panel).toBeVisible();
    await panel.getByRole('tab', { name: 'Questions' }).click();

    const search = panel.getByLabel('Search the questions');
    await search.fill('recovery codes');
    await expect(panel.getByText('2 questions')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'I lost the phone with my authenticator app. How do I sign in?' })).toBeVisible();
    await search.fill('');

    await panel.getByRole('button', { name: 'Locked account' }).click();
    await expect(panel.getByText('2 questions')).toBeVisible();
    await expect(panel.getByRole('button', { name: "I can't sign in. What should I do?" })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'What is the security center?' })).toBeVisible();

    await panel.getByRole('button', { name: "I can't sign in. What should I do?" }).click();
    const votes = panel.getByRole('group', { name: 'Was this helpful?' });
    const yes = votes.getByRole('button', { name: /^Yes, it helped/ });
    await expect(yes).toBeEnabled();
    if ((await yes.getAttribute('aria-pressed')) === 'true') {
      await yes.click();
      await expect(yes).toHaveAttribute('aria-pressed', 'false');
    }
    const before = (await (await page.request.get('/api/help/faqs/votes')).json()).tallies.find((t: { faqId: string }) => t.faqId === 'sign-in');
    await yes.click();
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    await expect(yes).toHaveAccessibleName(`Yes, it helped (${before.helpful + 1} ${before.helpful + 1 === 1 ? 'vote' : 'votes'})`);
    const after = (await (await page.request.get('/api/help/faqs/votes')).json()).tallies.find((t: { faqId: string }) => t.faqId === 'sign-in');
    expect(after).toEqual({ ...before, helpful: before.helpful + 1, myVote: true });

    // Typing ? in a field types it; Esc closes the panel.
    await search.fill('what?');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('a tutorial runs step by step across pages and completes, and the Tutorial Center shows it complete', async ({ page }) => {
    await signIn(page);
    await resetOnboarding(page);
    await page.goto('/tutorials');
    const summary = page.locator('[data-tutorial="event-management"]');
    await expect(summary.getByText('0 of 3 steps done')).toBeVisible();
    await summary.getByRole('button', { name: 'Start: Event management' }).click();

    let card = page.getByRole('dialog', { name: 'Events' });
    await expect(card.getByText('Step 1 of 3', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.locator('[data-help-spotlight]')).toBeVisible();
    await card.getByRole('button', { name: 'Next' }).click();

    card = page.getByRole('dialog', { name: 'Scheduled events' });
    await expect(page).toHaveURL(/\/events$/);
    await expect(card.getByText('Step 2 of 3', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Next' }).click();

    card = page.getByRole('dialog', { name: 'Turning areas on and off' });
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(card.getByText('Step 3 of 3', { exact: true })).toBeVisible();
    await expect(page.locator('[data-help-spotlight]')).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/help/onboarding/completed-tutorials/event-management') && r.ok());
    await card.getByRole('button', { name: 'Complete' }).click();
    await saved;

    // Complete closes the tutorial and leaves help open on its list.
    const panel = page.getByRole('dialog', { name: 'Help' });
    await expect(panel.locator('[data-tutorial="event-management"]').getByText('Completed')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/tutorials');
    await expect(summary.getByText('Completed')).toBeVisible();
    await expect(summary.getByText('3 of 3 steps done')).toBeVisible();
    await expect(summary.getByRole('button', { name: 'Take again: Event management' })).toBeVisible();
  });

  test('contextual help mode shows ? markers; a marker opens its tip and a click outside hides it', async ({ page }) => {
    await signIn(page, 'staff@demo.church');
    await page.goto('/members');
    await expect(page.locator('#main table')).toBeVisible();
    await page.getByRole('button', { name: 'Help' }).click();
    const panel = page.getByRole('dialog', { name: 'Help' });
    await panel.getByRole('tab', { name: 'This page' }).click();
    await panel.getByRole('switch', { name: 'Help markers' }).click();
    await expect(panel).toBeHidden();

    const marker = page.getByRole('button', { name: 'Tip: Search anywhere in the text' });
    await expect(marker).toBeVisible();
    await expect(page.getByRole('button', { name: /^Tip: / })).toHaveCount(4);
    await marker.click();
    const tip = page.getByRole('dialog', { name: 'Search anywhere in the text' });
    await expect(tip).toBeVisible();
    await page.locator('#main h1').click();
    await expect(tip).toBeHidden();

    await page.getByRole('status').filter({ hasText: 'Help markers on' }).getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByRole('button', { name: /^Tip: / })).toHaveCount(0);
  });

  test('on a phone, a tour points at what is on the screen and says where to tap', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'member@demo.church');
    await resetOnboarding(page);
    await page
      .getByRole('region', { name: /Welcome to Koinonia/ })
      .getByRole('button', { name: 'Take the tour' })
      .click();
    for (const title of ['Your dashboard', 'Your community', 'You'])
      await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Next' }).click();

    // The navigation is behind ☰: the step says so and lights the button up.
    const navigation = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(navigation).toContainText('tap it to open the menu');
    // The light settles on the button once the page has scrolled back from the step before.
    await expect
      .poll(async () => {
        const menu = await page.getByRole('button', { name: 'Open the menu' }).boundingBox();
        const spot = await page.locator('[data-help-spotlight]').boundingBox();
        if (!menu || !spot) return false;
        return spot.x <= menu.x && spot.y <= menu.y && spot.x + spot.width >= menu.x + menu.width && spot.y + spot.height >= menu.y + menu.height;
      })
      .toBe(true);
    await navigation.getByRole('button', { name: 'Next' }).click();

    const search = page.getByRole('dialog', { name: 'Search' });
    await expect(search).toContainText('Tap the magnifying glass');
    await expect(search).not.toContainText('Ctrl');
    await search.getByRole('button', { name: 'Next' }).click();
    // The last step, the help button: a tap, not a key.
    const help = page.getByRole('dialog', { name: 'Help' });
    await expect(help).toContainText('Tap ? at the top');
    await expect(help).not.toContainText(/press \?/i);
  });
});
