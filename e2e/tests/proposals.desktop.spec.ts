import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { approveProfile } from '../fixtures/admin';
import { createUser, loginInBrowser } from '../fixtures/users';

// The proposals page in Urdu on a wide screen: right to left, translated, and accessible.
test('the proposals page reads right to left in Urdu, with the received proposal and its actions', async ({
  page,
  request,
}) => {
  const receiver = await createUser(request, { gender: 'Female', fullName: 'Rukhsar Ansari' });
  const sender = await createUser(request, { gender: 'Male', fullName: 'Shoaib Ansari' });
  for (const u of [receiver, sender]) await approveProfile(request, u.profileCode);
  const sent = await request.post(`/api/profiles/proposal/${receiver.profileCode}/`, {
    headers: { authorization: `Token ${sender.token}` },
  });
  expect(sent.status()).toBe(201);

  await page.addInitScript(() => localStorage.setItem('rishta.language', 'ur'));
  await loginInBrowser(page, receiver);
  await page.goto('/proposals');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'رشتے کے پیغامات' })).toBeVisible();
  const pending = page.getByRole('region', { name: /^زیرِ التوا \(1\)/ });
  await expect(pending.getByText(sender.fullName)).toBeVisible();
  await expect(pending.getByRole('button', { name: `${sender.fullName} کا پیغام منظور کریں` })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'بھیجے گئے پیغامات' }).click();
  await expect(page.getByText('آپ نے ابھی تک کوئی رشتے کا پیغام نہیں بھیجا۔')).toBeVisible();
});
