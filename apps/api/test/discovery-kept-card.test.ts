import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../src/services/accounts/viewer';
import { cardsJson, keptCard } from '../src/services/discovery/kept-card-text';
import { toCard, type CardSource } from '../src/services/profiles/profile-card';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const woman: CardSource = {
  id: 7,
  slug: 'sana-k-rm7',
  profileCode: 'RM7',
  fullName: 'Sana K',
  gender: 'Female',
  yearOfBirth: 2000,
  monthOfBirth: 6,
  height: '5.2',
  education: 'Graduate',
  occupation: 'Teacher',
  martialStatus: 'Unmarried',
  maslak: 'Sunni',
  biradari: 'Pathan',
  cityCurrent: 'Pune',
  stateCurrent: 'Maharashtra',
  countryCurrent: 'India',
  verificationStatus: 'Verified',
  createdOn: '2026-01-02T03:04:05.000Z',
  photo: { thumbKey: 'photos/7/thumb.webp', blurredKey: 'photos/7/blurred.webp' },
};
const man: Viewer = { accountId: 1, username: '9000000001', profileId: 1, gender: 'Male', listed: true };

describe('cards kept per source', () => {
  it('gives each viewer kind the card it would get afresh, and a new one when the age turns', () => {
    const urls = ctx.app.mediaUrls;
    const may = new Date('2026-05-20T12:00:00Z');
    const june = new Date('2026-06-20T12:00:00Z');
    for (const [viewer, now] of [
      [null, may],
      [man, may],
      [null, may],
      [man, june],
      [null, june],
    ] as const) {
      expect(keptCard(urls, viewer, woman, now)).toEqual(toCard(urls, viewer, woman, now));
    }
    expect(keptCard(urls, null, woman, may)).toMatchObject({ age: 25, photo_blurred: true });
    expect(keptCard(urls, null, woman, june)).toMatchObject({ age: 26, photo_blurred: true });
    expect(keptCard(urls, man, woman, june)).toMatchObject({ age: 26, photo_blurred: false });
  });

  it('writes the cards as the JSON array of them', () => {
    const urls = ctx.app.mediaUrls;
    const now = new Date('2026-05-20T12:00:00Z');
    const cards = [keptCard(urls, null, woman, now), keptCard(urls, man, woman, now)];
    expect(JSON.parse(cardsJson(cards))).toEqual(JSON.parse(JSON.stringify(cards)));
    expect(cardsJson([])).toBe('[]');
  });
});
