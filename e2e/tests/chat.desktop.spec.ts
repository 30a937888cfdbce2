import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { agreeToGuidelines, chatFriends, chatPerson, groupNames, messageLog, toUrdu } from '../fixtures/chat';
import { uniqueSurname } from '../fixtures/users';

// The chat at 1280 px: the list and the conversation side by side (issue 14).

test.beforeEach(() => {
  test.slow();
});

test('two friends chat with the list and the conversation side by side, in English and Urdu', async ({
  browser,
  request,
}, testInfo) => {
  const { a, b } = await chatFriends(browser, request);
  await a.page.goto('/chatindex');
  await agreeToGuidelines(a.page);
  await b.page.goto('/chatindex');
  await agreeToGuidelines(b.page);

  // Both panes at once: the list, and the prompt to choose a friend.
  await expect(a.page.getByText('Choose a friend to start chatting.')).toBeVisible();
  await a.page.getByTestId('friend-row').filter({ hasText: b.user.fullName }).click();
  await expect(a.page.getByTestId('friend-list')).toBeVisible();
  await b.page.getByTestId('friend-row').filter({ hasText: a.user.fullName }).click();

  const text = `Salaam ${uniqueSurname()}`;
  const box = a.page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await a.page.getByRole('button', { name: 'Send' }).click();
  await expect(messageLog(b.page).getByText(text)).toBeVisible();
  await expect(
    messageLog(a.page).locator('li', { hasText: text }).locator('[data-tick="read"]'),
  ).toBeVisible();
  // The sender's own list moves too: the last message and its ticks, without a reload.
  await expect(a.page.getByTestId('friend-row').filter({ hasText: text })).toBeVisible();
  await a.page.screenshot({ path: testInfo.outputPath('chat-1280-en.png') });
  await expectAccessible(a.page);

  await toUrdu(a.page);
  await a.page.getByTestId('friend-row').first().click();
  await expect(messageLog(a.page).getByText(text)).toBeVisible();
  await a.page.screenshot({ path: testInfo.outputPath('chat-1280-ur.png') });
  await expectAccessible(a.page);

  // The Group Forum side by side too.
  const person = await chatPerson(browser, request, { gender: 'Male', firstName: 'Zaid', verified: true });
  const [group] = await groupNames(request, person.user);
  await person.page.goto('/chatgroup');
  await person.page
    .getByRole('button', { name: `Join ${group}` })
    .first()
    .click();
  await person.page.getByRole('link', { name: new RegExp(group!) }).click();
  await expect(messageLog(person.page)).toBeVisible();
  await person.page.screenshot({ path: testInfo.outputPath('groups-1280-en.png') });
  await expectAccessible(person.page);
  await toUrdu(person.page);
  await expect(messageLog(person.page)).toBeVisible();
  await person.page.screenshot({ path: testInfo.outputPath('groups-1280-ur.png') });

  await a.context.close();
  await b.context.close();
  await person.context.close();
});
