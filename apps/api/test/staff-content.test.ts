import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { CONTENT_TEXT_MAX, formatMessage, MESSAGES, UPLOAD_MAX_BYTES, STAFF_MESSAGES } from '@rishta/domain';
import { validProfileForm } from '@rishta/domain/testing';
import { auditLog, blockedKeywords, books } from '@rishta/db';
import { createdJson } from './helpers/answers';
import { addMember, newGroup } from './helpers/chat';
import { auditTrail, field, file, image, PDF, staffUpload } from './helpers/content-uploads';
import type { MultipartPart } from './helpers/multipart';
import { signedInStaff, type TestStaff } from './helpers/staff';
import { authHeaders, createTestApp, demoPair, type TestContext, type TestPerson } from './helpers/test-app';

let ctx: TestContext;
let admin: TestStaff;
let moderatorToken: string;
let man: TestPerson;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: authHeaders(token), ...(payload ? { payload } : {}) });
const asAdmin = (method: Method, url: string, payload?: object) => call(method, url, admin.token, payload);
const upload = (method: 'POST' | 'PUT', url: string, parts: MultipartPart[]) =>
  staffUpload(ctx, admin.token, method, url, parts);
/** What a visitor's browser gets from a public call: the body, and that it may not keep a copy. */
const publicGet = async <T>(url: string): Promise<T> => {
  const res = await call('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control'], url).toBe('no-store');
  return res.json() as T;
};
/** The audit trail of one record, oldest first. */
const auditOf = (subject: string) => auditTrail(ctx, subject);

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 2 });
  admin = await signedInStaff(ctx, 'admin');
  moderatorToken = (await signedInStaff(ctx, 'moderator')).token;
  ({ man } = await demoPair(ctx.handle));
});
afterAll(() => ctx.close());

describe('content management is for admins only (issue 13)', () => {
  it('refuses visitors, users and moderators on every content route', async () => {
    const routes: [Method, string][] = [
      ['GET', '/api/admin/content/guideline-tags/'],
      ['POST', '/api/admin/content/guidelines/'],
      ['DELETE', '/api/admin/content/books/1/'],
      ['PUT', '/api/admin/content/news/1/'],
      ['POST', '/api/admin/content/stories/'],
      ['PUT', '/api/admin/content/marquee/1/'],
      ['POST', '/api/admin/content/blocked-keywords/'],
      ['PUT', '/api/admin/content/partner-found-offset/'],
      ['PUT', '/api/admin/content/books/1/'],
      ['GET', '/api/admin/content/chat-groups/'],
      ['PUT', '/api/admin/content/chat-groups/1/'],
    ];
    for (const [method, url] of routes) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401);
      expect((await call(method, url, man.token, body)).statusCode, url).toBe(403);
      const moderator = await call(method, url, moderatorToken, body);
      expect(moderator.statusCode, url).toBe(403);
      expect(moderator.json()).toMatchObject({ detail: STAFF_MESSAGES.adminOnly, code: 'adminOnly' });
    }
  });
});

describe('guideline tags and videos', () => {
  it('adds, renames and deletes tags and videos, each visible on the next public call', async () => {
    const tag = createdJson(await asAdmin('POST', '/api/admin/content/guideline-tags/', { name: 'Mahr' }));
    expect(tag).toEqual({ id: expect.any(Number), name: 'Mahr', video_count: 0, translations: {} });
    expect(await publicGet('/api/configs/guidelines-tags/')).toContainEqual({ id: tag.id, name: 'Mahr' });

    const video = createdJson(
      await asAdmin('POST', '/api/admin/content/guidelines/', {
        tag: tag.id,
        title: 'What mahr is',
        title_hindi: 'मेहर क्या है',
        youtube_code: 'dQw4w9WgXcQ',
      }),
    );
    expect(await publicGet(`/api/configs/guidelines/${tag.id}/`)).toEqual([
      {
        id: video.id,
        tag: tag.id,
        title: 'What mahr is',
        title_hindi: 'मेहर क्या है',
        youtube_code: 'dQw4w9WgXcQ',
      },
    ]);

    const edited = await asAdmin('PUT', `/api/admin/content/guidelines/${video.id}/`, {
      tag: tag.id,
      title: 'Mahr, simply explained',
      title_hindi: 'मेहर क्या है',
      youtube_code: 'a_B-c1D2e3F',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await publicGet('/api/configs/all-guidelines/')).toContainEqual(
      expect.objectContaining({ id: video.id, title: 'Mahr, simply explained', youtube_code: 'a_B-c1D2e3F' }),
    );

    const renamed = await asAdmin('PUT', `/api/admin/content/guideline-tags/${tag.id}/`, {
      name: 'Mahr (dower)',
    });
    expect(renamed.json()).toEqual({ id: tag.id, name: 'Mahr (dower)', video_count: 1, translations: {} });
    expect(await publicGet('/api/configs/guidelines-tags/')).toContainEqual({
      id: tag.id,
      name: 'Mahr (dower)',
    });
    const listed = (await asAdmin('GET', '/api/admin/content/guideline-tags/')).json();
    expect(listed.results).toContainEqual({
      id: tag.id,
      name: 'Mahr (dower)',
      video_count: 1,
      translations: {},
    });
    expect((await asAdmin('GET', `/api/admin/content/guidelines/?tag=${tag.id}`)).json()).toEqual({
      count: 1,
      results: [expect.objectContaining({ id: video.id })],
    });

    // A tag with videos is not deleted from under them.
    const refused = await asAdmin('DELETE', `/api/admin/content/guideline-tags/${tag.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: STAFF_MESSAGES.guidelineTagHasVideos });

    expect((await asAdmin('DELETE', `/api/admin/content/guidelines/${video.id}/`)).statusCode).toBe(204);
    expect(await publicGet(`/api/configs/guidelines/${tag.id}/`)).toEqual([]);
    const gone = await asAdmin('DELETE', `/api/admin/content/guideline-tags/${tag.id}/`);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    expect(await publicGet<{ id: number }[]>('/api/configs/guidelines-tags/')).not.toContainEqual(
      expect.objectContaining({ id: tag.id }),
    );

    expect(await auditOf(`guideline:${video.id}`)).toEqual([
      {
        actor: admin.accountId,
        action: 'content.guideline_added',
        before: null,
        after: {
          tag: tag.id,
          title: 'What mahr is',
          title_hindi: 'मेहर क्या है',
          youtube_code: 'dQw4w9WgXcQ',
          translations: {},
        },
      },
      {
        actor: admin.accountId,
        action: 'content.guideline_updated',
        before: { title: 'What mahr is', youtube_code: 'dQw4w9WgXcQ' },
        after: { title: 'Mahr, simply explained', youtube_code: 'a_B-c1D2e3F' },
      },
      expect.objectContaining({ action: 'content.guideline_deleted', after: null }),
    ]);
    expect((await auditOf(`guideline_tag:${tag.id}`)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['content.guideline_tag_added', null, { name: 'Mahr', translations: {} }],
      ['content.guideline_tag_renamed', { name: 'Mahr' }, { name: 'Mahr (dower)' }],
      ['content.guideline_tag_deleted', { name: 'Mahr (dower)', translations: {} }, null],
    ]);
  });

  it('names the wrong field: a YouTube id that is not 11 characters, an unknown tag, a taken name', async () => {
    const tag = (await asAdmin('POST', '/api/admin/content/guideline-tags/', { name: 'Walima' })).json();
    const bad = await asAdmin('POST', '/api/admin/content/guidelines/', {
      tag: tag.id,
      title: '',
      title_hindi: 'वलीमा',
      youtube_code: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      title: [MESSAGES.required],
      youtube_code: [STAFF_MESSAGES.youtubeCodeInvalid],
      codes: { title: ['required'], youtube_code: ['youtubeCodeInvalid'] },
    });
    const unknownTag = await asAdmin('POST', '/api/admin/content/guidelines/', {
      tag: 999_999,
      title: 'Walima',
      title_hindi: 'वलीमा',
      youtube_code: 'dQw4w9WgXcQ',
    });
    expect(unknownTag.statusCode).toBe(400);
    expect(unknownTag.json()).toMatchObject({ tag: [MESSAGES.invalidChoice] });

    const taken = await asAdmin('POST', '/api/admin/content/guideline-tags/', { name: '  WALIMA ' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ detail: STAFF_MESSAGES.guidelineTagExists });
    expect(
      (
        await asAdmin('PUT', '/api/admin/content/guidelines/999999/', {
          tag: tag.id,
          title: 'x',
          title_hindi: 'x',
          youtube_code: 'dQw4w9WgXcQ',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('books', () => {
  const bookFields = { title: 'Nikah ke Masail', author: 'Maulana Ashraf' };
  const addBook = async (parts: MultipartPart[]) => upload('POST', '/api/admin/content/books/', parts);
  const bookParts = async (
    overrides: { pdf?: MultipartPart; cover?: MultipartPart; language?: string } = {},
  ) => [
    field('title', 'Nikah ke Masail'),
    field('author', 'Maulana Ashraf'),
    field('language', overrides.language ?? 'urdu'),
    overrides.pdf ?? file('pdf', PDF, 'application/pdf', 'masail.pdf'),
    overrides.cover ?? file('cover', await image(1600, 2400), 'image/png', 'cover.png'),
  ];

  it('uploads a book the shelf shows at once, whose PDF downloads through the public call', async () => {
    const book = createdJson(await addBook(await bookParts()));
    expect(book).toMatchObject({
      id: expect.any(Number),
      title: 'Nikah ke Masail',
      author: 'Maulana Ashraf',
      language: 'urdu',
      download_count: 0,
      cover: expect.stringMatching(/^\/api\/media\/books\//),
      pdf: expect.stringMatching(/^\/api\/media\/books\/.+\.pdf\?/),
    });

    const shelf = await publicGet<{ id: number; title: string; cover: string }[]>(
      '/api/book/list/?language=urdu',
    );
    const shown = shelf.find((b) => b.id === book.id)!;
    expect(shown).toMatchObject({ title: 'Nikah ke Masail', download_count: 0 });

    // The cover was re-encoded: a JPEG, no larger than twice the shelf's size.
    const cover = await call('GET', shown.cover);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(cover.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeLessThanOrEqual(800);
    expect(meta.height).toBeLessThanOrEqual(1120);

    const download = await publicGet<{ id: number; download_count: number; pdf: string }>(
      `/api/book/increase-book-counter/${book.id}/`,
    );
    expect(download.download_count).toBe(1);
    const pdf = await call('GET', download.pdf);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);

    const listed = (await asAdmin('GET', '/api/admin/content/books/')).json();
    expect(listed.results).toContainEqual(
      expect.objectContaining({ id: book.id, download_count: 1, created_on: expect.any(String) }),
    );
  });

  it('deletes the book, then its files from the media store', async () => {
    const book = (await addBook(await bookParts({ language: 'english' }))).json();
    const [row] = await ctx.handle.db.select().from(books).where(eq(books.id, book.id));
    expect(await ctx.media.get(row!.pdfKey)).not.toBeNull();

    const res = await asAdmin('DELETE', `/api/admin/content/books/${book.id}/`);
    expect(res.statusCode).toBe(204);
    expect(await publicGet<{ id: number }[]>('/api/book/list/')).not.toContainEqual(
      expect.objectContaining({ id: book.id }),
    );
    expect(await ctx.media.get(row!.pdfKey)).toBeNull();
    expect(await ctx.media.get(row!.coverKey)).toBeNull();
    expect((await call('GET', `/api/book/increase-book-counter/${book.id}/`)).statusCode).toBe(404);
    expect((await call('GET', book.pdf)).statusCode).toBe(404);
    expect((await asAdmin('DELETE', `/api/admin/content/books/${book.id}/`)).statusCode).toBe(404);

    expect((await auditOf(`book:${book.id}`)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['content.book_added', null, { ...bookFields, language: 'english', description: '', translations: {} }],
      [
        'content.book_deleted',
        { ...bookFields, language: 'english', description: '', translations: {}, download_count: 0 },
        null,
      ],
    ]);
  });

  it('edits a book’s texts and shelf tab, keeping its files, and records what changed', async () => {
    const book = createdJson(await addBook(await bookParts()));
    expect(book).toMatchObject({ description: '', translations: {} });
    const [before] = await ctx.handle.db.select().from(books).where(eq(books.id, book.id));

    const edit = {
      ...bookFields,
      title: 'Nikah ke Masail (2nd edition)',
      language: 'hindi',
      description: 'The questions of nikah, answered simply.',
    };
    const res = await asAdmin('PUT', `/api/admin/content/books/${book.id}/`, edit);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: book.id,
      ...edit,
      translations: {},
      download_count: 0,
      created_on: book.created_on,
      cover: expect.stringMatching(/^\/api\/media\/books\//),
    });
    const [after] = await ctx.handle.db.select().from(books).where(eq(books.id, book.id));
    expect([after!.coverKey, after!.pdfKey]).toEqual([before!.coverKey, before!.pdfKey]);
    expect(await publicGet('/api/book/list/?language=hindi')).toContainEqual(
      expect.objectContaining({ id: book.id, title: edit.title, description: edit.description }),
    );
    expect((await asAdmin('GET', '/api/admin/content/books/')).json().results).toContainEqual(
      expect.objectContaining({ id: book.id, title: edit.title, description: edit.description }),
    );

    expect((await auditOf(`book:${book.id}`)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['content.book_added', null, expect.objectContaining({ title: 'Nikah ke Masail' })],
      [
        'content.book_updated',
        { title: 'Nikah ke Masail', language: 'urdu', description: '' },
        { title: edit.title, language: 'hindi', description: edit.description },
      ],
    ]);
    const audit = await auditOf(`book:${book.id}`);
    expect(audit[1]!.actor).toBe(admin.accountId);

    const unknown = await asAdmin('PUT', '/api/admin/content/books/999999/', edit);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: MESSAGES.bookNotFound, code: 'bookNotFound' });
    const wrong = await asAdmin('PUT', `/api/admin/content/books/${book.id}/`, {
      title: '',
      author: 'A',
      language: 'french',
      description: 'x'.repeat(CONTENT_TEXT_MAX.bookDescription + 1),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      title: [MESSAGES.required],
      language: [MESSAGES.invalidChoice],
      description: [formatMessage.maxLength(CONTENT_TEXT_MAX.bookDescription)],
    });
  });

  it('refuses a file that is not a PDF, a cover that is not an image, and missing parts, naming each', async () => {
    const before = await ctx.handle.db.$count(books);
    const notPdf = await addBook(
      await bookParts({ pdf: file('pdf', await image(20, 20), 'application/pdf', 'book.pdf') }),
    );
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json()).toEqual({ pdf: [STAFF_MESSAGES.pdfFilesOnly], codes: { pdf: ['pdfFilesOnly'] } });

    const notImage = await addBook(await bookParts({ cover: file('cover', PDF, 'image/png', 'cover.png') }));
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toEqual({
      cover: [MESSAGES.imageFilesOnly],
      codes: { cover: ['imageFilesOnly'] },
    });

    const missing = await addBook([field('title', ''), field('language', 'french')]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      title: [MESSAGES.required],
      author: [MESSAGES.required],
      language: [MESSAGES.invalidChoice],
    });
    const noFiles = await addBook([field('title', 'A'), field('author', 'B'), field('language', 'hindi')]);
    expect(noFiles.statusCode).toBe(400);
    expect(noFiles.json()).toMatchObject({ pdf: [MESSAGES.fileRequired] });

    const huge = Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const tooLarge = await addBook(await bookParts({ pdf: file('pdf', huge, 'application/pdf', 'big.pdf') }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ detail: MESSAGES.fileTooLarge });

    expect(await ctx.handle.db.$count(books)).toBe(before);
  });
});

describe('news', () => {
  type PublicBlog = {
    id: number;
    title: string;
    link: string;
    preview: { image: string | null; description: string };
  };
  const publicCard = async (id: number) =>
    (await publicGet<PublicBlog[]>('/api/configs/blogs/')).find((b) => b.id === id);

  it('adds, edits (with an image), removes the image and deletes a card, each shown at once', async () => {
    const startedAt = ctx.app.clock().getTime();
    const news = createdJson(
      await asAdmin('POST', '/api/admin/content/news/', {
        title: 'Simple nikah week',
        link: 'https://example.org/news/simple-nikah',
        description: 'Mosques across the city hold simple weddings.',
      }),
    );
    expect(news).toEqual({
      id: expect.any(Number),
      title: 'Simple nikah week',
      link: 'https://example.org/news/simple-nikah',
      description: 'Mosques across the city hold simple weddings.',
      image: null,
      created_on: expect.any(String),
      translations: {},
    });
    // Dated by the app's clock, which runs on from the instant a test may set.
    expect(Date.parse(news.created_on)).toBeGreaterThanOrEqual(startedAt);
    expect(Date.parse(news.created_on)).toBeLessThanOrEqual(ctx.app.clock().getTime());
    expect(await publicCard(news.id)).toMatchObject({ title: 'Simple nikah week', preview: { image: null } });

    const edited = await upload('PUT', `/api/admin/content/news/${news.id}/`, [
      field('title', 'Simple nikah week 2026'),
      field('link', 'https://example.org/news/simple-nikah'),
      field('description', 'Mosques across the city hold simple weddings.'),
      file('image', await image(2400, 1260, 'jpeg'), 'image/jpeg', 'photo.jpg'),
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    const card = await publicCard(news.id);
    expect(card?.title).toBe('Simple nikah week 2026');
    const picture = await call('GET', card!.preview.image!);
    expect(picture.statusCode).toBe(200);
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(1200);

    // Without a new image the image stays; `remove_image` removes it, and its file.
    const kept = await asAdmin('PUT', `/api/admin/content/news/${news.id}/`, {
      title: 'Simple nikah week 2026',
      link: 'https://example.org/news/simple-nikah-2026',
      description: 'Mosques across the city hold simple weddings.',
    });
    expect(kept.json().image).not.toBeNull();
    const removed = await asAdmin('PUT', `/api/admin/content/news/${news.id}/`, {
      title: 'Simple nikah week 2026',
      link: 'https://example.org/news/simple-nikah-2026',
      description: 'Mosques across the city hold simple weddings.',
      remove_image: true,
    });
    expect(removed.json().image).toBeNull();
    expect((await publicCard(news.id))?.preview.image).toBeNull();
    expect((await call('GET', card!.preview.image!)).statusCode).toBe(404);

    expect((await asAdmin('DELETE', `/api/admin/content/news/${news.id}/`)).statusCode).toBe(204);
    expect(await publicCard(news.id)).toBeUndefined();

    expect((await auditOf(`news:${news.id}`)).map((a) => [a.action, a.before, a.after])).toEqual([
      [
        'content.news_added',
        null,
        {
          title: 'Simple nikah week',
          link: 'https://example.org/news/simple-nikah',
          description: 'Mosques across the city hold simple weddings.',
          has_image: false,
          translations: {},
        },
      ],
      [
        'content.news_updated',
        { title: 'Simple nikah week', has_image: false },
        { title: 'Simple nikah week 2026', has_image: true },
      ],
      [
        'content.news_updated',
        { link: 'https://example.org/news/simple-nikah' },
        { link: 'https://example.org/news/simple-nikah-2026' },
      ],
      ['content.news_updated', { has_image: true }, { has_image: false }],
      ['content.news_deleted', expect.objectContaining({ title: 'Simple nikah week 2026' }), null],
    ]);
  });

  it('wants an https link and an image file, naming the field', async () => {
    for (const link of ['http://example.org/news', 'javascript:alert(1)', 'example.org']) {
      const res = await asAdmin('POST', '/api/admin/content/news/', { title: 'T', link, description: 'D' });
      expect(res.statusCode, link).toBe(400);
      expect(res.json()).toEqual({
        link: [STAFF_MESSAGES.httpsLinkRequired],
        codes: { link: ['httpsLinkRequired'] },
      });
    }
    const notImage = await upload('POST', '/api/admin/content/news/', [
      field('title', 'T'),
      field('link', 'https://example.org/a'),
      field('description', 'D'),
      file('image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 'x.svg'),
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toMatchObject({ image: [MESSAGES.imageFilesOnly] });
  });
});

describe('success stories', () => {
  const story = {
    name: 'Ayesha & Imran',
    short_description: 'Met through Rishta in 2025.',
    description: 'Their families met within a week and the nikah was simple.',
    youtube_code: 'dQw4w9WgXcQ',
  };

  it('adds, edits and deletes a story, each shown at once', async () => {
    const { id } = createdJson(await asAdmin('POST', '/api/admin/content/stories/', story));
    expect(await publicGet('/api/configs/success-stories/')).toContainEqual({ id, ...story });

    const edited = await asAdmin('PUT', `/api/admin/content/stories/${id}/`, {
      ...story,
      name: 'Ayesha and Imran',
    });
    expect(edited.statusCode).toBe(200);
    expect(await publicGet('/api/configs/success-stories/')).toContainEqual({
      id,
      ...story,
      name: 'Ayesha and Imran',
    });

    expect((await asAdmin('DELETE', `/api/admin/content/stories/${id}/`)).statusCode).toBe(204);
    expect(await publicGet<{ id: number }[]>('/api/configs/success-stories/')).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    expect((await auditOf(`story:${id}`)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['content.story_added', null, { ...story, translations: {} }],
      ['content.story_updated', { name: 'Ayesha & Imran' }, { name: 'Ayesha and Imran' }],
      ['content.story_deleted', { ...story, name: 'Ayesha and Imran', translations: {} }, null],
    ]);
  });

  it('names every missing or wrong field', async () => {
    const res = await asAdmin('POST', '/api/admin/content/stories/', { name: 'X', youtube_code: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      short_description: [MESSAGES.required],
      description: [MESSAGES.required],
      youtube_code: [STAFF_MESSAGES.youtubeCodeInvalid],
    });
  });
});

describe('header marquee', () => {
  it('adds a line that runs at once, switches it off and deletes it', async () => {
    const line = createdJson(
      await asAdmin('POST', '/api/admin/content/marquee/', {
        message: 'Eid Mubarak to all our members!',
      }),
    );
    expect(line).toEqual({
      id: expect.any(Number),
      message: 'Eid Mubarak to all our members!',
      is_active: true,
      translations: {},
    });
    expect(await publicGet('/api/configs/header-message/')).toContainEqual({
      id: line.id,
      message: 'Eid Mubarak to all our members!',
    });

    const off = await asAdmin('PUT', `/api/admin/content/marquee/${line.id}/`, {
      message: 'Eid Mubarak to all our members!',
      is_active: false,
    });
    expect(off.json()).toEqual({ ...line, is_active: false });
    expect(await publicGet<{ id: number }[]>('/api/configs/header-message/')).not.toContainEqual(
      expect.objectContaining({ id: line.id }),
    );
    expect((await asAdmin('GET', '/api/admin/content/marquee/')).json().results).toContainEqual({
      ...line,
      is_active: false,
    });

    const half = await asAdmin('PUT', `/api/admin/content/marquee/${line.id}/`, { message: '' });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toMatchObject({ message: [MESSAGES.required], is_active: [MESSAGES.wrongValue] });

    expect((await asAdmin('DELETE', `/api/admin/content/marquee/${line.id}/`)).statusCode).toBe(204);
    expect((await asAdmin('GET', '/api/admin/content/marquee/')).json().results).not.toContainEqual(
      expect.objectContaining({ id: line.id }),
    );
    expect((await auditOf(`marquee:${line.id}`)).map((a) => [a.action, a.before, a.after])).toEqual([
      [
        'content.marquee_added',
        null,
        { message: 'Eid Mubarak to all our members!', is_active: true, translations: {} },
      ],
      ['content.marquee_updated', { is_active: true }, { is_active: false }],
      [
        'content.marquee_deleted',
        { message: 'Eid Mubarak to all our members!', is_active: false, translations: {} },
        null,
      ],
    ]);
  });
});

describe('blocked keywords', () => {
  const saveAbout = (text: string) =>
    call('PATCH', `/api/profiles/update/${man.profile.id}/`, man.token, { extra_information: text });

  it('refuses a new keyword in profile saves from the next request, and allows it again once removed', async () => {
    const text = 'Our family pays the Wedding  Planner fee.';
    expect((await saveAbout(text)).statusCode).toBe(200);

    const keyword = createdJson(
      await asAdmin('POST', '/api/admin/content/blocked-keywords/', {
        keyword: '  Wedding   PLANNER ',
      }),
    );
    expect(keyword).toEqual({ id: expect.any(Number), keyword: 'wedding planner' });
    expect(await publicGet('/api/configs/blocked-keywords/')).toContainEqual({ keyword: 'wedding planner' });

    const refused = await saveAbout('We are looking for a wedding planner in the family.');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      extra_information: [formatMessage.profileBlockedWord('wedding planner')],
      codes: { extra_information: ['profileBlockedWord'] },
    });

    const twice = await asAdmin('POST', '/api/admin/content/blocked-keywords/', {
      keyword: 'WEDDING PLANNER',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ detail: STAFF_MESSAGES.blockedKeywordExists });
    const rows = await ctx.handle.db
      .select()
      .from(blockedKeywords)
      .where(eq(blockedKeywords.keyword, 'wedding planner'));
    expect(rows).toHaveLength(1);

    expect((await asAdmin('DELETE', `/api/admin/content/blocked-keywords/${keyword.id}/`)).statusCode).toBe(
      204,
    );
    expect((await saveAbout('We are looking for a wedding planner in the family.')).statusCode).toBe(200);
    expect(
      (await auditOf(`blocked_keyword:${keyword.id}`)).map((a) => [a.action, a.before, a.after]),
    ).toEqual([
      ['content.blocked_keyword_added', null, { keyword: 'wedding planner' }],
      ['content.blocked_keyword_deleted', { keyword: 'wedding planner' }, null],
    ]);
  });

  it('refuses a new keyword at sign-up too', async () => {
    await asAdmin('POST', '/api/admin/content/blocked-keywords/', { keyword: 'Fast Visa' });
    const listed = (await asAdmin('GET', '/api/admin/content/blocked-keywords/')).json();
    expect(listed.results).toContainEqual({ id: expect.any(Number), keyword: 'fast visa' });
    const res = await call('POST', '/api/profiles/create/', undefined, {
      ...validProfileForm({ username: '9811111112', email: 'visa.seeker@example.com' }),
      extra_information: 'I can get you a FAST VISA abroad.',
      otp: '123456',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'profileBlockedWord', params: { word: 'fast visa' } });
  });

  it('wants a keyword', async () => {
    const res = await asAdmin('POST', '/api/admin/content/blocked-keywords/', { keyword: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ keyword: [MESSAGES.required] });
  });
});

describe('chat groups', () => {
  it('lists the groups with their size, and edits a description and its translations', async () => {
    const group = await newGroup(ctx);
    await addMember(ctx, group.id, man);
    const listed = await asAdmin('GET', '/api/admin/content/chat-groups/');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().count).toBe(listed.json().results.length);
    expect(listed.json().results).toContainEqual({
      id: group.id,
      group_name: group.groupName,
      description: group.description,
      translations: {},
      member_count: 1,
      archived: false,
    });

    const urdu = { name: 'نکاح کا حلقہ', description: 'نکاح کی تیاری پر بات چیت' };
    const res = await asAdmin('PUT', `/api/admin/content/chat-groups/${group.id}/`, {
      description: 'Preparing for nikah, together.',
      translations: { ur: urdu, ta: { name: '  ', description: '' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: group.id,
      group_name: group.groupName,
      description: 'Preparing for nikah, together.',
      translations: { ur: urdu },
      member_count: 1,
      archived: false,
    });
    // The same translations sent again (in another order) are no change.
    const again = await asAdmin('PUT', `/api/admin/content/chat-groups/${group.id}/`, {
      description: 'Preparing for nikah and walima, together.',
      translations: { ur: { description: urdu.description, name: urdu.name } },
    });
    expect(again.statusCode, again.body).toBe(200);

    expect(
      (await auditOf(`chat_group:${group.id}`)).map((a) => [a.actor, a.action, a.before, a.after]),
    ).toEqual([
      [
        admin.accountId,
        'content.chat_group_updated',
        { description: group.description, translations: {} },
        { description: 'Preparing for nikah, together.', translations: { ur: urdu } },
      ],
      [
        admin.accountId,
        'content.chat_group_updated',
        { description: 'Preparing for nikah, together.' },
        { description: 'Preparing for nikah and walima, together.' },
      ],
    ]);
  });

  it('names a missing or too long text, and answers an unknown group with 404', async () => {
    const group = await newGroup(ctx);
    const missing = await asAdmin('PUT', `/api/admin/content/chat-groups/${group.id}/`, { description: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ description: [MESSAGES.required] });
    const tooLong = await asAdmin('PUT', `/api/admin/content/chat-groups/${group.id}/`, {
      description: 'x'.repeat(CONTENT_TEXT_MAX.groupDescription + 1),
      translations: { ur: { name: 'x'.repeat(CONTENT_TEXT_MAX.name + 1) } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      description: [formatMessage.maxLength(CONTENT_TEXT_MAX.groupDescription)],
      translations: [formatMessage.maxLength(CONTENT_TEXT_MAX.name)],
      codes: { description: ['maxLength'], translations: ['maxLength'] },
    });
    const unknown = await asAdmin('PUT', '/api/admin/content/chat-groups/999999/', { description: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: MESSAGES.groupNotFound, code: 'groupNotFound' });
  });
});

describe('the partner-found offset', () => {
  it('moves the public partner-found number at once', async () => {
    const before = (await asAdmin('GET', '/api/admin/content/partner-found-offset/')).json();
    const publicBefore = (await publicGet<{ count: number }>('/api/configs/count/partner-found/')).count;
    expect(before.count).toBe(publicBefore);

    const res = await asAdmin('PUT', '/api/admin/content/partner-found-offset/', {
      offset: before.offset + 25,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ offset: before.offset + 25, count: publicBefore + 25 });
    expect((await publicGet<{ count: number }>('/api/configs/count/partner-found/')).count).toBe(
      publicBefore + 25,
    );

    for (const offset of [-1, 2.5, 'many']) {
      const bad = await asAdmin('PUT', '/api/admin/content/partner-found-offset/', { offset });
      expect(bad.statusCode, String(offset)).toBe(400);
      expect(bad.json()).toMatchObject({ offset: [MESSAGES.invalidNumbers] });
    }
    const audit = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'content.partner_found_offset_set'),
          eq(auditLog.actorAccountId, admin.accountId),
        ),
      );
    expect(audit).toEqual([
      expect.objectContaining({ before: { offset: before.offset }, after: { offset: before.offset + 25 } }),
    ]);
  });
});
