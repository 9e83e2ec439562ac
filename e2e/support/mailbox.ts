import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The link to `page` in the newest email to `to`, as its recipient gets it: read from the outbox
 * folder of the server under test (its DATA_DIR). Administrators see others' links masked in the
 * app, so the link comes from here, as from the person's own mailbox. Waits for mail written after an answer.
 */
export async function linkInMailbox(to: string, page: string): Promise<URL> {
  const folder = join(process.env.E2E_DATA_DIR!, 'outbox');
  let link: URL | null = null;
  await expect(() => {
    const newest = readdirSync(folder)
      .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
      .sort()
      .reverse()
      .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as Mail)
      .find((mail) => mail.to === to && mail.text.includes(page));
    const found = newest && new RegExp(`https?://\\S+${page}\\?token=[\\w%-]+`).exec(newest.text)?.[0];
    expect(found, `a ${page} link in an email to ${to}`).toBeTruthy();
    link = new URL(found!);
  }).toPass({ timeout: 15_000 });
  return link!;
}
