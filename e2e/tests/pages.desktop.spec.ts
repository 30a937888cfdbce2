import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';

const PAGES = [
  '/',
  '/guidelines',
  '/book',
  '/news',
  '/scholarships',
  '/about',
  '/terms-and-conditions',
  '/feedback',
  '/missing',
];

for (const path of PAGES) {
  for (const language of ['en', 'ur']) {
    test(`${path} in ${language} at desktop width has one h1, no overflow and no serious axe finding`, async ({
      page,
    }) => {
      await page.addInitScript((lang) => localStorage.setItem('rishta.language', lang), language);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ur' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    });
  }
}
