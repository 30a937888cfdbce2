// Issue 28: behind TRUST_PROXY, a forged X-Forwarded-For beyond the trusted hops changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { fastifyTrustProxy, parseTrustProxy } from '../src/lib/trust-proxy';
import { createTestApp, type TestContext } from './helpers/test-app';

/** The client address Fastify works out with this TRUST_PROXY, for a request from `socket`. */
async function clientIp(trustProxy: string, socket: string, forwardedFor?: string): Promise<string> {
  const parsed = parseTrustProxy(trustProxy);
  if (!('value' in parsed)) throw new Error(parsed.problem);
  const app = Fastify({ trustProxy: fastifyTrustProxy(parsed.value) });
  app.get('/', async (request) => request.ip);
  try {
    const res = await app.inject({
      url: '/',
      remoteAddress: socket,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    return res.body;
  } finally {
    await app.close();
  }
}

describe('the client address behind TRUST_PROXY', () => {
  it('takes the entry the trusted hops added, not a forged one further left', async () => {
    expect(await clientIp('1', '127.0.0.1', '6.6.6.6, 10.0.0.5')).toBe('10.0.0.5');
    expect(await clientIp('2', '127.0.0.1', '6.6.6.6, 10.0.0.5, 10.0.0.9')).toBe('10.0.0.5');
    expect(await clientIp('127.0.0.1/8', '127.0.0.1', '6.6.6.6, 10.0.0.5')).toBe('10.0.0.5');
    expect(await clientIp('loopback,10.0.0.0/8', '127.0.0.1', '6.6.6.6, 203.0.113.9, 10.0.0.5')).toBe(
      '203.0.113.9',
    );
  });

  it('ignores the header from an address outside the listed proxies, and when trusting none', async () => {
    expect(await clientIp('10.0.0.0/8', '203.0.113.9', '6.6.6.6')).toBe('203.0.113.9');
    expect(await clientIp('false', '203.0.113.9', '6.6.6.6')).toBe('203.0.113.9');
  });
});

describe('a per-address limit behind one trusted proxy (TRUST_PROXY=1)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => ctx.close());

  // verify-user allows 20 calls a minute per address (routes/accounts/index.ts).
  const verifyUser = (forwardedFor: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/profiles/verify-user/',
      payload: { username: '9123456780' },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('is not reset by rotating the forged leftmost entry', async () => {
    for (let i = 1; i <= 20; i += 1) {
      expect((await verifyUser(`6.6.6.${i}, 10.0.0.5`)).statusCode).toBe(200);
    }
    const refused = await verifyUser('7.7.7.7, 10.0.0.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'tooManyRequests' });
    // Another client behind the same proxy has a count of its own.
    expect((await verifyUser('6.6.6.1, 10.0.0.6')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, whichever of its addresses it uses', async () => {
    for (let i = 1; i <= 20; i += 1) {
      const res = await verifyUser(`6.6.6.6, 2001:db8:28:1:${i.toString(16)}::1`);
      expect(res.statusCode).toBe(200);
    }
    expect((await verifyUser('2001:db8:28:1:ffff::2')).statusCode).toBe(429);
    expect((await verifyUser('::ffff:10.0.0.7')).statusCode).toBe(200);
    expect((await verifyUser('2001:db8:28:2::1')).statusCode).toBe(200);
  });
});
