import { expect, type Page } from '@playwright/test';

/** Opens Community Chat on the whole church's channel and waits until its history is shown and the connection is live. */
export async function openChurchChannel(page: Page): Promise<void> {
  await page.goto('/community-chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Chat' })).toBeVisible();
  await page.getByRole('button', { name: 'Whole church' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Whole church' })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Messages in Whole church' })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
}
