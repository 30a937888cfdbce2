import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { adminPost } from '../fixtures/admin';
import { chatPerson, friendsInConversation, messageLog, send, toUrdu } from '../fixtures/chat';
import { createStaff, openNav, signInToConsole } from '../fixtures/console';
import { uniqueSurname } from '../fixtures/users';

// Issue 32's chat safety at 412 px: a person reports one message (and blocks its sender in the
// same step), a moderator reads only that message and the few before it, removes it for everyone
// and warns the sender, who reads the warning on their profile.

test.beforeEach(() => {
  // Two people sign up and become friends first, which takes a while on a loaded two-core machine.
  test.slow();
});

const bubble = (page: Page, text: string) => messageLog(page).locator('li', { hasText: text });

test('B reports a message asking for money and blocks A; a moderator removes it and warns A', async ({
  browser,
  page,
  request,
}, testInfo) => {
  const { a, b } = await friendsInConversation(browser, request);
  const tag = uniqueSurname();
  const hello = `Assalamu alaikum ${tag}`;
  const money = `Send me 5000 rupees for the registration fee ${tag}`;
  await send(a.page, hello);
  await expect(bubble(b.page, hello)).toBeVisible();
  await send(a.page, money);
  await expect(bubble(b.page, money)).toBeVisible();
  // Nobody reports their own message.
  await expect(bubble(a.page, money).getByRole('button', { name: 'Report this message' })).toHaveCount(0);

  await bubble(b.page, money).getByRole('button', { name: 'Report this message' }).click();
  const form = b.page.getByRole('dialog', { name: 'Report a message' });
  await expect(form.getByText(money)).toBeVisible();
  // The reason is required: sending without one names the field and keeps the dialog open.
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByRole('radiogroup')).toBeVisible();
  await form.getByRole('radio', { name: 'Asking for money' }).check();
  await form.getByRole('checkbox', { name: `Also block ${a.user.fullName}` }).check();
  await expectAccessible(b.page);
  await b.page.screenshot({ path: testInfo.outputPath('chat-report-412-en.png') });
  await form.getByRole('button', { name: 'Send report' }).click();
  const sent = b.page.getByRole('dialog', { name: 'Report sent' });
  await expect(sent).toContainText('Thank you. Our team will look at this message.');
  await sent.getByRole('button').first().click();
  await expect(sent).toBeHidden();

  // The moderator sees the reported message with the one before it, and nothing else of the chat.
  await signInToConsole(page, request, await createStaff(request));
  await openNav(page, 'Reports');
  const group = page.getByRole('article', { name: a.user.fullName });
  const evidence = group.getByRole('list', { name: 'The reported message and the messages before it' });
  await expect(evidence.getByRole('listitem')).toHaveCount(2);
  await expect(evidence.getByRole('listitem').first()).toContainText(hello);
  await expect(evidence.locator('[data-reported]')).toContainText(money);
  await expect(group.getByText('Asking for money')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('console-message-report-412.png'), fullPage: true });

  const WARNING = 'Asking for money in chat is not allowed on Rishta.';
  await group.getByRole('button', { name: 'Remove the message' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Warning to the sender (optional)' }).fill(WARNING);
  await dialog.getByRole('textbox', { name: 'Staff note' }).fill('Fee request in the first chat.');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove message' }).click();
  await expect(
    page.getByText(
      `The reported message of ${a.user.fullName} (${a.user.profileCode}) was removed for everyone.`,
    ),
  ).toBeVisible();

  // A's copy of the chat shows the removal in place of the text; the warning waits on A's profile.
  await a.page.reload();
  await expect(bubble(a.page, 'Message removed by a moderator')).toBeVisible();
  await expect(messageLog(a.page)).not.toContainText(money);
  await expect(bubble(a.page, hello)).toBeVisible();
  await a.page.goto(`/profiles/${a.user.slug}`);
  const notice = a.page.getByRole('alert', { name: 'A warning from our team' });
  await expect(notice.getByText(WARNING)).toBeVisible();

  // In Urdu the report button and the removal read right to left.
  await toUrdu(b.page);
  await expect(b.page.getByTestId('message-removed').first()).toBeVisible();
  await b.page.screenshot({ path: testInfo.outputPath('chat-removed-412-ur.png') });
  await a.context.close();
  await b.context.close();
});

test('a moderator mutes a member of a group for a day; the member reads why and cannot post', async ({
  browser,
  page,
  request,
}, testInfo) => {
  // An admin adds a group of its own for this journey (Content → Chat groups, through the API).
  const GROUP = `Pune ${uniqueSurname()}`;
  await adminPost(request, 'content/chat-groups/', {
    group_name: GROUP,
    description: 'For families in Pune.',
    translations: {},
  });
  const member = await chatPerson(browser, request, { gender: 'Male', firstName: 'Yusuf', verified: true });
  await member.page.goto('/chatgroup');
  await member.page.getByRole('button', { name: `Join ${GROUP}` }).click();
  await member.page.getByRole('link', { name: new RegExp(GROUP) }).click();
  // A number for the whole group: the early-contact warning first; Edit keeps the text, and
  // Send anyway sends it.
  const number = `Call me on 98765 43210 ${uniqueSurname()}`;
  await send(member.page, number);
  const warning = member.page.getByRole('dialog', { name: 'Share contact details with the whole group?' });
  await warning.getByRole('button', { name: 'Edit message' }).click();
  await expect(member.page.getByRole('textbox', { name: 'Message' })).toHaveValue(number);
  await member.page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await warning.getByRole('button', { name: 'Send anyway' }).click();
  await expect(bubble(member.page, number)).toBeVisible();

  const REASON = 'Please do not share phone numbers in the group.';
  await signInToConsole(page, request, await createStaff(request));
  await openNav(page, 'Group forum');
  await page.getByRole('link', { name: GROUP }).click();
  await expect(page.getByRole('heading', { level: 1, name: GROUP })).toBeVisible();
  const messages = page.getByRole('region', { name: 'Latest messages' });
  await expect(messages.getByText(number)).toBeVisible();
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: member.user.fullName }) });
  await row.getByRole('button', { name: 'Mute or ban' }).click();
  const dialog = page.getByRole('dialog', { name: `Mute or ban ${member.user.fullName}` });
  await dialog.getByRole('textbox', { name: 'Reason they read' }).fill(REASON);
  await dialog.getByRole('textbox', { name: 'Staff note' }).fill('Phone number posted in the group.');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('console-group-mute-412.png') });
  await dialog.getByRole('button', { name: 'Mute', exact: true }).last().click();
  await expect(
    page.getByText(
      `${member.user.fullName} (${member.user.profileCode}) is restricted in the group and will see your reason.`,
    ),
  ).toBeVisible();
  await expect(row.getByText(/^Muted until/)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('console-group-1280.png'), fullPage: true });

  // The member is told why where the message box was, and has no box to post with.
  await member.page.reload();
  const standing = member.page.getByTestId('group-standing');
  await expect(standing).toContainText('You cannot post in this group until');
  await expect(standing).toContainText(REASON);
  await expect(member.page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expectAccessible(member.page);
  await member.page.screenshot({ path: testInfo.outputPath('group-muted-412-en.png') });
  await toUrdu(member.page);
  await expect(member.page.getByTestId('group-standing')).toContainText(REASON);
  await member.page.screenshot({ path: testInfo.outputPath('group-muted-412-ur.png') });
  await member.context.close();
});
