import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MARRIAGE_FIXED_DELETION_REASON, MESSAGES } from '@rishta/domain';
import { auditLog, feedback, settings } from '@rishta/db';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ content: true });
});
afterAll(() => ctx.close());

const get = async <T>(url: string) => {
  const res = await ctx.app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
};

describe('guidelines', () => {
  it('lists tags, the videos of one tag, and all videos', async () => {
    const tags = await get<{ id: number; name: string }[]>('/api/configs/guidelines-tags/');
    expect(tags.length).toBeGreaterThanOrEqual(5);
    const first = tags[0]!;
    const videos = await get<{ tag: number; title: string; title_hindi: string; youtube_code: string }[]>(
      `/api/configs/guidelines/${first.id}`,
    );
    expect(videos.length).toBeGreaterThan(0);
    expect(
      videos.every((v) => v.tag === first.id && v.title && v.title_hindi && v.youtube_code.length === 11),
    ).toBe(true);
    const all = await get<unknown[]>('/api/configs/all-guidelines');
    expect(all.length).toBeGreaterThan(videos.length);
  });

  it('answers an unknown tag with an empty list and a bad one with 400', async () => {
    expect(await get<unknown[]>('/api/configs/guidelines/99999')).toEqual([]);
    const res = await ctx.app.inject('/api/configs/guidelines/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('tagId');
  });
});

describe('visit counters', () => {
  it('counts each visit of a page separately', async () => {
    const a = await get<{ count: number }>('/api/configs/counter/guidelines');
    const b = await get<{ count: number }>('/api/configs/counter/guidelines/');
    const home = await get<{ count: number }>('/api/configs/counter/homepage');
    expect(b.count).toBe(a.count + 1);
    expect(home.count).toBe(1);
    const res = await ctx.app.inject('/api/configs/counter/admin');
    expect(res.statusCode).toBe(400);
  });
});

describe('partner found', () => {
  it('counts carried-out deletions for a fixed marriage plus the admin offset', async () => {
    expect((await get<{ count: number }>('/api/configs/count/partner-found')).count).toBe(0);
    await ctx.handle.db.insert(auditLog).values([
      { action: 'deletion.carried_out', subject: 'profile:1', reason: MARRIAGE_FIXED_DELETION_REASON },
      { action: 'deletion.carried_out', subject: 'profile:2', reason: 'Not interested anymore' },
    ]);
    await ctx.handle.db
      .insert(settings)
      .values({ key: 'partner_found_offset', value: 40 })
      .onConflictDoUpdate({ target: settings.key, set: { value: 40 } });
    expect((await get<{ count: number }>('/api/configs/count/partner-found')).count).toBe(41);
  });
});

describe('stories, news and the headline', () => {
  it('serves success stories, blogs with signed images, and header messages', async () => {
    const stories = await get<{ name: string; youtube_code: string }[]>('/api/configs/success-stories/');
    expect(stories.length).toBeGreaterThanOrEqual(3);
    const blogs =
      await get<{ title: string; link: string; preview: { image: string; title: string } }[]>(
        '/api/configs/blogs',
      );
    expect(blogs.length).toBeGreaterThan(0);
    const image = await ctx.app.inject(blogs[0]!.preview.image);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const headers = await get<{ message: string }[]>('/api/configs/header-message/');
    expect(headers.length).toBeGreaterThan(0);
  });
});

describe('books', () => {
  it('lists books in all three languages, with covers and PDFs that download', async () => {
    const books =
      await get<{ id: number; language: string; cover: string; pdf: string; download_count: number }[]>(
        '/api/book/list/',
      );
    expect(books.length).toBeGreaterThanOrEqual(9);
    expect(new Set(books.map((b) => b.language))).toEqual(new Set(['english', 'urdu', 'hindi']));
    const pdf = await ctx.app.inject(books[0]!.pdf);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const urdu = await get<{ language: string }[]>('/api/book/list/?language=urdu');
    expect(urdu.length).toBeGreaterThan(0);
    expect(urdu.every((b) => b.language === 'urdu')).toBe(true);
  });

  it('counts a download and says where the PDF is', async () => {
    const [book] = await get<{ id: number; download_count: number }[]>('/api/book/list/');
    const res = await get<{ id: number; download_count: number; pdf: string }>(
      `/api/book/increase-book-counter/${book!.id}`,
    );
    expect(res.download_count).toBe(book!.download_count + 1);
    expect(res.pdf).toMatch(/^\/api\/media\/books\//);
    const again = await get<{ id: number; download_count: number }[]>('/api/book/list/');
    expect(again.find((b) => b.id === book!.id)?.download_count).toBe(book!.download_count + 1);
  });

  it('answers an unknown book with 404', async () => {
    const res = await ctx.app.inject('/api/book/increase-book-counter/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: MESSAGES.bookNotFound, code: 'bookNotFound' });
  });
});

describe('signed media', () => {
  it('refuses a tampered signature, an expired link and a path outside the store', async () => {
    const [book] = await get<{ cover: string }[]>('/api/book/list/');
    const url = new URL(book!.cover, 'http://x');
    const tampered = await ctx.app.inject(
      `${url.pathname}?e=${url.searchParams.get('e')}&s=${'A'.repeat(32)}`,
    );
    expect(tampered.statusCode).toBe(403);
    const expired = await ctx.app.inject(`${url.pathname}?e=1000&s=${url.searchParams.get('s')}`);
    expect(expired.statusCode).toBe(403);
    for (const path of [
      '/api/media/..%2F..%2F..%2Fetc%2Fpasswd',
      '/api/media/books/..%2F..%2F..%2Fetc%2Fpasswd',
    ]) {
      const traversal = await ctx.app.inject(`${path}?e=9999999999&s=${'A'.repeat(32)}`);
      expect(traversal.statusCode).toBe(404);
      expect(traversal.body).not.toContain('root:');
    }
  });
});

describe('feedback', () => {
  const valid = {
    category: 'suggestion',
    name: 'Ayesha Khan',
    gender: 'Female',
    mobile: '9876543210',
    email: 'ayesha@example.com',
    location: 'Lucknow',
    description: 'Please add a filter for profiles who can relocate.',
  };

  it('stores a valid submission', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/configs/feedback/', payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Thank you! Your feedback has been sent.' });
    const rows = await ctx.handle.db.select().from(feedback).where(eq(feedback.email, valid.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ category: 'suggestion', mobile: '9876543210' });
  });

  it('names every invalid field with the spec messages', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/configs/feedback/',
      payload: { ...valid, name: '', mobile: '98765', email: 'not-an-email', category: 'praise' },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json() as Record<string, string[]>;
    expect(errors.name).toEqual(['This field is required.']);
    expect(errors.mobile).toEqual(['Min 10 characters required.']);
    expect(errors.email).toEqual(['Invalid e-mail.']);
    expect(errors.category).toBeDefined();
  });

  it('refuses letters in the contact number', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/configs/feedback/',
      payload: { ...valid, mobile: '98765abcde' },
    });
    expect(res.json()).toEqual({ mobile: [MESSAGES.invalidNumbers], codes: { mobile: ['invalidNumbers'] } });
  });
});
