import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXT_MAX, formatMessage, MESSAGES } from '@rishta/domain';
import { createdJson } from './helpers/answers';
import { chatApi, freshPerson, newGroup, setVerification } from './helpers/chat';
import { auditTrail, field, file, image, PDF, staffUpload } from './helpers/content-uploads';
import type { MultipartPart } from './helpers/multipart';
import { signedInStaff, type TestStaff } from './helpers/staff';
import { authHeaders, createTestApp, type TestContext } from './helpers/test-app';

// Issue 30: content in every language. Admins write each text's translations in the console; the
// public calls answer in the reader's language (`?lang=`), English where a text has none.

let ctx: TestContext;
let admin: TestStaff;

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 2 });
  admin = await signedInStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT';
const asAdmin = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: authHeaders(admin.token), ...(payload ? { payload } : {}) });
const upload = (method: 'POST' | 'PUT', url: string, parts: MultipartPart[]) =>
  staffUpload(ctx, admin.token, method, url, parts);
const ok = async (res: Awaited<ReturnType<typeof asAdmin>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const publicGet = async <T = unknown>(url: string): Promise<T> => {
  const res = await ctx.app.inject(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
};

describe('guideline tabs and videos', () => {
  const tamilTab = 'திருமண அடிப்படைகள்';
  const tamilTitle = 'நிக்காஹ் என்றால் என்ன';
  const hindiTitle = 'निकाह क्या है';

  async function tabWithVideo(name: string) {
    const tag = createdJson(
      await asAdmin('POST', '/api/admin/content/guideline-tags/', {
        name,
        translations: { ta: { name: tamilTab }, ur: { name: '   ' } },
      }),
    );
    const video = createdJson(
      await asAdmin('POST', '/api/admin/content/guidelines/', {
        tag: tag.id,
        title: 'What nikah is',
        title_hindi: hindiTitle,
        youtube_code: 'dQw4w9WgXcQ',
        // Hindi's title is title_hindi: a `hi` entry is dropped.
        translations: { ta: { title: tamilTitle }, hi: { title: 'ignored' } },
      }),
    );
    return { tag, video };
  }

  it('shows each reader the tab names and titles in their language, English where there is none', async () => {
    const { tag, video } = await tabWithVideo('Marriage basics');
    expect(tag).toEqual({
      id: expect.any(Number),
      name: 'Marriage basics',
      video_count: 0,
      translations: { ta: { name: tamilTab } },
    });
    expect(video).toEqual({
      id: expect.any(Number),
      tag: tag.id,
      title: 'What nikah is',
      title_hindi: hindiTitle,
      youtube_code: 'dQw4w9WgXcQ',
      translations: { ta: { title: tamilTitle } },
    });
    expect((await ok(await asAdmin('GET', `/api/admin/content/guidelines/?tag=${tag.id}`))).results).toEqual([
      video,
    ]);

    const tab = (lang: string) => publicGet(`/api/configs/guidelines-tags/${lang}`);
    expect(await tab('?lang=ta')).toContainEqual({ id: tag.id, name: tamilTab });
    expect(await tab('?lang=ur')).toContainEqual({ id: tag.id, name: 'Marriage basics' });
    expect(await tab('')).toContainEqual({ id: tag.id, name: 'Marriage basics' });
    expect(await tab('?lang=en')).toContainEqual({ id: tag.id, name: 'Marriage basics' });

    const shown = { id: video.id, tag: tag.id, title_hindi: hindiTitle, youtube_code: 'dQw4w9WgXcQ' };
    const videos = (lang: string) => publicGet(`/api/configs/guidelines/${tag.id}/${lang}`);
    expect(await videos('?lang=ta')).toEqual([{ ...shown, title: tamilTitle }]);
    expect(await videos('?lang=hi')).toEqual([{ ...shown, title: hindiTitle }]);
    expect(await videos('?lang=bn')).toEqual([{ ...shown, title: 'What nikah is' }]);
    expect(await videos('')).toEqual([{ ...shown, title: 'What nikah is' }]);
    expect(await publicGet('/api/configs/all-guidelines/?lang=ta')).toContainEqual({
      ...shown,
      title: tamilTitle,
    });
  });

  it('drops the kept answers of every language when an admin changes a translation', async () => {
    const { tag, video } = await tabWithVideo('Walima');
    // Read (and so kept by the server) in Tamil and in English first.
    expect(await publicGet('/api/configs/guidelines-tags/?lang=ta')).toContainEqual({
      id: tag.id,
      name: tamilTab,
    });
    expect(await publicGet(`/api/configs/guidelines/${tag.id}/?lang=ta`)).toEqual([
      expect.objectContaining({ title: tamilTitle }),
    ]);
    expect(await publicGet('/api/configs/all-guidelines/?lang=ta')).toContainEqual(
      expect.objectContaining({ id: video.id, title: tamilTitle }),
    );
    expect(await publicGet('/api/configs/guidelines-tags/')).toContainEqual({ id: tag.id, name: 'Walima' });

    const renamed = await ok(
      await asAdmin('PUT', `/api/admin/content/guideline-tags/${tag.id}/`, {
        name: 'Walima',
        translations: { ta: { name: 'வலீமா' }, ur: { name: 'ولیمہ' } },
      }),
    );
    expect(renamed).toEqual({
      id: tag.id,
      name: 'Walima',
      video_count: 1,
      translations: { ta: { name: 'வலீமா' }, ur: { name: 'ولیمہ' } },
    });
    expect(await publicGet('/api/configs/guidelines-tags/?lang=ta')).toContainEqual({
      id: tag.id,
      name: 'வலீமா',
    });
    expect(await publicGet('/api/configs/guidelines-tags/?lang=ur')).toContainEqual({
      id: tag.id,
      name: 'ولیمہ',
    });
    expect(await publicGet('/api/configs/guidelines-tags/')).toContainEqual({ id: tag.id, name: 'Walima' });

    await ok(
      await asAdmin('PUT', `/api/admin/content/guidelines/${video.id}/`, {
        tag: tag.id,
        title: 'What nikah is',
        title_hindi: hindiTitle,
        youtube_code: 'dQw4w9WgXcQ',
        translations: { ta: { title: 'வலீமா விருந்து' } },
      }),
    );
    expect(await publicGet(`/api/configs/guidelines/${tag.id}/?lang=ta`)).toEqual([
      expect.objectContaining({ title: 'வலீமா விருந்து' }),
    ]);
    expect(await publicGet('/api/configs/all-guidelines/?lang=ta')).toContainEqual(
      expect.objectContaining({ id: video.id, title: 'வலீமா விருந்து' }),
    );

    // The rename changed only the translations: the audit row says so, and nothing more.
    expect(
      (await auditTrail(ctx, `guideline_tag:${tag.id}`)).map((a) => [a.action, a.before, a.after]),
    ).toEqual([
      ['content.guideline_tag_added', null, { name: 'Walima', translations: { ta: { name: tamilTab } } }],
      [
        'content.guideline_tag_renamed',
        { translations: { ta: { name: tamilTab } } },
        { translations: { ta: { name: 'வலீமா' }, ur: { name: 'ولیمہ' } } },
      ],
    ]);
    expect((await auditTrail(ctx, `guideline:${video.id}`)).at(-1)).toMatchObject({
      action: 'content.guideline_updated',
      before: { translations: { ta: { title: tamilTitle } } },
      after: { translations: { ta: { title: 'வலீமா விருந்து' } } },
    });
  });

  it('refuses a language it does not know', async () => {
    for (const url of [
      '/api/configs/guidelines-tags/?lang=xx',
      '/api/configs/guidelines/1/?lang=xx',
      '/api/configs/all-guidelines/?lang=xx',
      '/api/configs/success-stories/?lang=xx',
      '/api/configs/header-message/?lang=xx',
      '/api/configs/blogs/?lang=xx',
      '/api/book/list/?lang=xx',
    ]) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toHaveProperty('lang');
    }
  });
});

describe('success stories and the header line', () => {
  const story = {
    name: 'Sana & Faisal',
    short_description: 'Met here in 2024.',
    description: 'A simple nikah a month later.',
    youtube_code: 'dQw4w9WgXcQ',
  };
  const urdu = { name: 'ثناء اور فیصل', short_description: '2024 میں یہاں ملے۔' };

  it('shows a story in the reader’s language, English for a text left untranslated, and never a stale copy', async () => {
    const created = createdJson(
      await asAdmin('POST', '/api/admin/content/stories/', { ...story, translations: { ur: urdu } }),
    );
    expect(created).toEqual({
      id: expect.any(Number),
      ...story,
      created_on: expect.any(String),
      translations: { ur: urdu },
    });
    const { id } = created;
    expect(await publicGet('/api/configs/success-stories/?lang=ur')).toContainEqual({
      id,
      ...story,
      ...urdu,
    });
    expect(await publicGet('/api/configs/success-stories/?lang=ta')).toContainEqual({ id, ...story });
    expect(await publicGet('/api/configs/success-stories/')).toContainEqual({ id, ...story });

    const description = 'ایک مہینے بعد سادہ نکاح۔';
    const edited = await ok(
      await asAdmin('PUT', `/api/admin/content/stories/${id}/`, {
        ...story,
        translations: { ur: { ...urdu, description } },
      }),
    );
    expect(edited.translations).toEqual({ ur: { ...urdu, description } });
    expect(await publicGet('/api/configs/success-stories/?lang=ur')).toContainEqual({
      id,
      ...story,
      ...urdu,
      description,
    });
    expect((await ok(await asAdmin('GET', '/api/admin/content/stories/'))).results).toContainEqual(edited);
  });

  it('runs the header line in the reader’s language and records only what an edit changed', async () => {
    const translations = { ta: { message: 'ஈத் முபாரக்!' }, ur: { message: 'عید مبارک!' } };
    const line = createdJson(
      await asAdmin('POST', '/api/admin/content/marquee/', { message: 'Eid Mubarak!', translations }),
    );
    expect(line).toEqual({ id: expect.any(Number), message: 'Eid Mubarak!', is_active: true, translations });
    expect(await publicGet('/api/configs/header-message/?lang=ta')).toContainEqual({
      id: line.id,
      message: 'ஈத் முபாரக்!',
    });
    expect(await publicGet('/api/configs/header-message/?lang=bn')).toContainEqual({
      id: line.id,
      message: 'Eid Mubarak!',
    });

    // A new Tamil text shows at once; the same Urdu one sent in another order is no change.
    const edited = await ok(
      await asAdmin('PUT', `/api/admin/content/marquee/${line.id}/`, {
        message: 'Eid Mubarak!',
        is_active: true,
        translations: { ur: translations.ur, ta: { message: 'இனிய ஈத் வாழ்த்துகள்!' } },
      }),
    );
    expect(edited.translations).toEqual({ ta: { message: 'இனிய ஈத் வாழ்த்துகள்!' }, ur: translations.ur });
    expect(await publicGet('/api/configs/header-message/?lang=ta')).toContainEqual({
      id: line.id,
      message: 'இனிய ஈத் வாழ்த்துகள்!',
    });
    // Hide sends the text and whether it runs, not the translations: the saved ones stay.
    const hidden = await ok(
      await asAdmin('PUT', `/api/admin/content/marquee/${line.id}/`, {
        message: 'Eid Mubarak!',
        is_active: false,
      }),
    );
    expect(hidden.translations).toEqual({ ta: { message: 'இனிய ஈத் வாழ்த்துகள்!' }, ur: translations.ur });
    expect(await publicGet('/api/configs/header-message/?lang=ta')).not.toContainEqual(
      expect.objectContaining({ id: line.id }),
    );
    expect((await auditTrail(ctx, `marquee:${line.id}`)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['content.marquee_added', null, { message: 'Eid Mubarak!', is_active: true, translations }],
      [
        'content.marquee_updated',
        { translations },
        { translations: { ta: { message: 'இனிய ஈத் வாழ்த்துகள்!' }, ur: translations.ur } },
      ],
      ['content.marquee_updated', { is_active: true }, { is_active: false }],
    ]);
  });
});

describe('news and books', () => {
  const tamil = { title: 'எளிய நிக்காஹ் வாரம்', description: 'நகரின் பள்ளிவாசல்கள் எளிய திருமணங்களை நடத்துகின்றன.' };

  it('takes a news card’s translations as JSON in a multipart form and shows them to readers', async () => {
    const news = createdJson(
      await upload('POST', '/api/admin/content/news/', [
        field('title', 'Simple nikah week'),
        field('link', 'https://example.org/news/simple-nikah'),
        field('description', 'Mosques across the city hold simple weddings.'),
        field('translations', JSON.stringify({ ta: tamil, ur: { title: '' } })),
        file('image', await image(40, 30), 'image/png', 'photo.png'),
      ]),
    );
    expect(news.translations).toEqual({ ta: tamil });
    type Card = { id: number; title: string; preview: { title: string; description: string } };
    const card = async (lang: string) =>
      (await publicGet<Card[]>(`/api/configs/blogs/${lang}`)).find((b) => b.id === news.id);
    expect(await card('?lang=ta')).toMatchObject({ title: tamil.title, preview: tamil });
    expect(await card('')).toMatchObject({
      title: 'Simple nikah week',
      preview: { title: 'Simple nikah week', description: 'Mosques across the city hold simple weddings.' },
    });

    // JSON works as well, and a text left out falls back to English.
    const edited = await ok(
      await asAdmin('PUT', `/api/admin/content/news/${news.id}/`, {
        title: 'Simple nikah week',
        link: 'https://example.org/news/simple-nikah',
        description: 'Mosques across the city hold simple weddings.',
        translations: { ta: { title: tamil.title } },
      }),
    );
    expect(edited).toMatchObject({ translations: { ta: { title: tamil.title } }, image: expect.any(String) });
    expect(await card('?lang=ta')).toMatchObject({
      title: tamil.title,
      preview: { description: 'Mosques across the city hold simple weddings.' },
    });
  });

  it('stores a book’s description and its translations, and lists it in the reader’s language', async () => {
    const urduDescription = 'نکاح کے مسائل، آسان زبان میں۔';
    const book = createdJson(
      await upload('POST', '/api/admin/content/books/', [
        field('title', 'Nikah ke Masail'),
        field('author', 'Maulana Ashraf'),
        field('language', 'urdu'),
        field('description', 'The questions of nikah, answered simply.'),
        field('translations', JSON.stringify({ ur: { description: urduDescription } })),
        file('pdf', PDF, 'application/pdf', 'masail.pdf'),
        file('cover', await image(80, 120), 'image/png', 'cover.png'),
      ]),
    );
    expect(book).toMatchObject({
      description: 'The questions of nikah, answered simply.',
      translations: { ur: { description: urduDescription } },
    });
    const shelf = async (query: string) =>
      (await publicGet<{ id: number; description: string }[]>(`/api/book/list/${query}`)).find(
        (b) => b.id === book.id,
      )?.description;
    expect(await shelf('?lang=ur')).toBe(urduDescription);
    expect(await shelf('?language=urdu&lang=ur')).toBe(urduDescription);
    expect(await shelf('?lang=ta')).toBe('The questions of nikah, answered simply.');
    expect(await shelf('')).toBe('The questions of nikah, answered simply.');

    const hindi = 'निकाह के मसाइल, आसान भाषा में।';
    const edited = await ok(
      await asAdmin('PUT', `/api/admin/content/books/${book.id}/`, {
        title: 'Nikah ke Masail',
        author: 'Maulana Ashraf',
        language: 'urdu',
        description: 'The questions of nikah, answered simply.',
        translations: { ur: { description: urduDescription }, hi: { description: hindi } },
      }),
    );
    expect(edited.translations).toEqual({ ur: { description: urduDescription }, hi: { description: hindi } });
    expect(await shelf('?lang=hi')).toBe(hindi);
    expect((await auditTrail(ctx, `book:${book.id}`)).at(-1)).toMatchObject({
      action: 'content.book_updated',
      before: { translations: { ur: { description: urduDescription } } },
      after: { translations: { ur: { description: urduDescription }, hi: { description: hindi } } },
    });
  });

  it('adds a book without a description: the shelf shows none', async () => {
    const book = createdJson(
      await upload('POST', '/api/admin/content/books/', [
        field('title', 'Huqooq'),
        field('author', 'Mufti Rahman'),
        field('language', 'english'),
        file('pdf', PDF, 'application/pdf', 'huqooq.pdf'),
        file('cover', await image(80, 120), 'image/png', 'cover.png'),
      ]),
    );
    expect(book).toMatchObject({ description: '', translations: {} });
    expect(await publicGet('/api/book/list/?lang=ta')).toContainEqual(
      expect.objectContaining({ id: book.id, description: '' }),
    );
  });
});

describe('the forms’ translations', () => {
  it('names the translations field for an unknown language, an unknown text or one too long', async () => {
    const unknownLanguage = await asAdmin('POST', '/api/admin/content/marquee/', {
      message: 'Eid Mubarak!',
      translations: { xx: { message: 'x' } },
    });
    expect(unknownLanguage.statusCode).toBe(400);
    expect(unknownLanguage.json()).toEqual({
      translations: [MESSAGES.wrongValue],
      codes: { translations: ['wrongValue'] },
    });

    const english = await asAdmin('POST', '/api/admin/content/marquee/', {
      message: 'Eid Mubarak!',
      translations: { en: { message: 'English is the message itself' } },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ translations: [MESSAGES.wrongValue] });

    const unknownText = await asAdmin('POST', '/api/admin/content/marquee/', {
      message: 'Eid Mubarak!',
      translations: { ta: { title: 'x' } },
    });
    expect(unknownText.statusCode).toBe(400);
    expect(unknownText.json()).toMatchObject({ translations: [MESSAGES.wrongValue] });

    const tooLong = await asAdmin('POST', '/api/admin/content/stories/', {
      name: 'Sana & Faisal',
      short_description: 'Met here in 2024.',
      description: 'A simple nikah a month later.',
      youtube_code: 'dQw4w9WgXcQ',
      translations: { ta: { short_description: 'x'.repeat(CONTENT_TEXT_MAX.shortDescription + 1) } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      translations: [formatMessage.maxLength(CONTENT_TEXT_MAX.shortDescription)],
      codes: { translations: ['maxLength'] },
    });

    const notJson = await upload('POST', '/api/admin/content/news/', [
      field('title', 'T'),
      field('link', 'https://example.org/a'),
      field('description', 'D'),
      field('translations', '{ta: oops'),
    ]);
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ translations: [MESSAGES.wrongValue] });
  });
});

describe('chat groups', () => {
  it('lists a group’s name and description in the reader’s language', async () => {
    const group = await newGroup(ctx, 'Nikah Circle');
    const reader = await freshPerson(ctx, 'Male');
    await setVerification(ctx, reader, 'Verified');
    const urdu = { name: 'نکاح حلقہ', description: 'نکاح کی تیاری پر بات چیت' };
    await ok(
      await asAdmin('PUT', `/api/admin/content/chat-groups/${group.id}/`, {
        description: 'Preparing for nikah, together.',
        translations: { ur: urdu, ta: { name: 'நிக்காஹ் வட்டம்' } },
      }),
    );

    const shown = async (lang: string) => {
      const res = await chatApi(ctx).call('GET', `/api/friends/available-groups${lang}`, reader.token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().groups as { group_name: string }[]).find((g) => g.group_name === 'Nikah Circle');
    };
    expect(await shown('?lang=ur')).toMatchObject({
      group_name: 'Nikah Circle',
      display_name: urdu.name,
      description: urdu.description,
    });
    expect(await shown('?lang=ta')).toMatchObject({
      group_name: 'Nikah Circle',
      display_name: 'நிக்காஹ் வட்டம்',
      description: 'Preparing for nikah, together.',
    });
    expect(await shown('')).toMatchObject({
      group_name: 'Nikah Circle',
      display_name: 'Nikah Circle',
      description: 'Preparing for nikah, together.',
    });
    const wrong = await chatApi(ctx).call('GET', '/api/friends/available-groups?lang=xx', reader.token);
    expect(wrong.statusCode).toBe(400);
  });
});
