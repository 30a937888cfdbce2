// Issue 28: the content security policy admits the addresses the deployment configures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app';

/** The sources of one directive of the answer's content security policy. */
function directive(policy: string | undefined, name: string): string[] {
  const entry = (policy ?? '').split(';').find((d) => d.trim().startsWith(`${name} `));
  return entry ? entry.trim().split(/\s+/).slice(1) : [];
}

describe('with the web addresses configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        VITE_API_BASE: 'https://api.example.org',
        VITE_CHAT_BASE: 'https://chat.example.org/base/',
        VITE_AD_IMAGE_URL: 'https://ads.example.net/a.png',
      },
    });
  });
  afterAll(() => ctx.close());

  it('lets the page call the API and open the chat socket there, and show the ad image', async () => {
    for (const url of ['/', '/api/health']) {
      const policy = (await ctx.app.inject(url)).headers['content-security-policy'] as string;
      expect(directive(policy, 'connect-src')).toEqual([
        "'self'",
        'https://api.example.org',
        'wss://api.example.org',
        'https://chat.example.org',
        'wss://chat.example.org',
      ]);
      expect(directive(policy, 'img-src')).toContain('https://ads.example.net');
      expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    }
  });
});

describe('without them', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { VITE_API_BASE: '/backend' } });
  });
  afterAll(() => ctx.close());

  it('admits only the site itself (an API base that is a path is on the same origin)', async () => {
    const policy = (await ctx.app.inject('/api/health')).headers['content-security-policy'] as string;
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://i.ytimg.com']);
  });
});
