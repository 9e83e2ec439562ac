import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'koinonia-demo-1';

export async function signIn(page: Page, email = 'admin@demo.church', baseURL = ''): Promise<void> {
  await page.goto(`${baseURL}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('button', { name: /Grace Okafor|Daniel Mensah|Maria Lopez|Samuel Kim|Ruth Anderson|Joseph Carter|Helen Park|Margaret Osei/ }),
  ).toBeVisible();
}

/** Signs out from the user menu and waits for the page the app goes to by itself (the sign-in page). */
export async function signOut(page: Page, userName: string): Promise<void> {
  await page.getByRole('button', { name: userName }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}
