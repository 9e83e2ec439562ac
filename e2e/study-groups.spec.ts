import { expect, test } from './support/test';
import { signIn, signOut } from './support/auth';

test.describe('study groups', () => {
  test('staff start a group, a member asks to join, its leader is told, edits the group, approves and records a meeting with her present', async ({ page }) => {
    test.setTimeout(120_000);
    const name = `Psalms Circle ${Date.now().toString(36)}`;

    // Staff start the group with Samuel as its leader.
    await signIn(page, 'staff@demo.church');
    await page.goto('/study-groups');
    await page.getByRole('button', { name: 'New group' }).click();
    const create = page.getByRole('dialog', { name: 'New group' });
    await create.getByLabel('Name').fill(name);
    await create.getByLabel('Find a leader').fill('Samuel');
    await create.getByRole('checkbox', { name: 'Samuel Kim' }).check();
    await create.getByLabel('Tags').fill('psalms');
    await create.getByRole('button', { name: 'Start group' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await signOut(page, 'Maria Lopez');

    // Ruth finds it by its tag and asks to join.
    await signIn(page, 'member@demo.church');
    await page.goto('/study-groups');
    await page.getByLabel('Search groups').fill(name);
    // The list answers the search (the unfiltered list may show the group too, and re-renders).
    await expect(page.getByText('1 group', { exact: true })).toBeVisible();
    await page.getByRole('link', { name }).click();
    await expect(page.getByText('Its leaders will see your name, email and phone to welcome you.')).toBeVisible();
    await page.getByRole('button', { name: 'Ask to join' }).click();
    await expect(page.getByText("Your request is waiting for a leader's answer.")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Roster' })).toHaveCount(0);
    const groupUrl = page.url();
    await signOut(page, 'Ruth Anderson');

    // Samuel, its leader, is told who asked.
    await signIn(page, 'leader@demo.church');
    // The bell is opened once the group's page has arrived (a page landing closes an open panel).
    await page.goto(groupUrl);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName(/unread/, { timeout: 15_000 });
    await bell.click();
    const panel = page.getByRole('dialog', { name: /Notifications/ });
    await expect(panel.getByRole('article', { name: 'Unread: Someone asked to join your group' })).toContainText(`Ruth Anderson asked to join ${name}.`);
    await page.keyboard.press('Escape');

    // He edits the group: where it meets and how many it takes (who leads it is the office's choice).
    await page.getByRole('button', { name: 'Edit group' }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByRole('checkbox', { name: 'Samuel Kim' })).toBeDisabled();
    await edit.getByLabel('Where').fill('Room 4, church annex');
    await edit.getByLabel('Capacity').fill('12');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Room 4, church annex')).toBeVisible();

    // He approves her and records a meeting she came to.
    await page.getByRole('button', { name: 'Approve Ruth Anderson' }).click();
    await expect(page.getByText('No requests waiting.')).toBeVisible();
    await expect(page.getByText('member@demo.church')).toBeVisible();
    await page.getByRole('button', { name: 'Record meeting' }).click();
    const record = page.getByRole('dialog');
    await record.getByLabel('Topic').fill('Psalm 1');
    await record.getByRole('checkbox', { name: 'Ruth Anderson' }).check();
    await record.getByRole('button', { name: 'Save meeting' }).click();
    await expect(page.getByText(/· Psalm 1$/)).toBeVisible();
    await expect(page.getByText('1 came')).toBeVisible();
    await signOut(page, 'Samuel Kim');

    // Ruth is told, and is now in the group.
    await signIn(page, 'member@demo.church');
    await page.goto(groupUrl);
    await expect(page.getByText('You are a member of this group.')).toBeVisible();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByText("You're in the group")).toBeVisible();
  });
});
