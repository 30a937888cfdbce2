// Issue 28: a production start refuses each unsafe combination, naming the variable to change.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@rishta/db/seed';
import { loadConfig } from '../src/config';
import { PRODUCTION_ENV } from './helpers/production-env';

const PRODUCTION = PRODUCTION_ENV;

const refusal = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
};

describe('a production start (NODE_ENV=production)', () => {
  it('starts with the safe settings, without demo data and without trusting any proxy', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.isProduction).toBe(true);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.TRUST_PROXY).toBe(false);
    const onPostgres = { ...PRODUCTION, EMBEDDED_DB: undefined, DATABASE_URL: 'postgres://db/rishta' };
    expect(loadConfig(onPostgres).EMBEDDED_DB).toBe(false);
  });

  it('seeds demo data only when SEED_DEMO=true says so; outside production by default', () => {
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ LOG_LEVEL: 'silent' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('refuses to run on the embedded database unless EMBEDDED_DB=true says it is meant', () => {
    expect(refusal({ ...PRODUCTION, EMBEDDED_DB: undefined })).toBe(
      'Invalid configuration:\n  DATABASE_URL: required when NODE_ENV=production (set EMBEDDED_DB=true ' +
        'for a single-machine install on the embedded database)',
    );
    expect(refusal({ ...PRODUCTION, EMBEDDED_DB: 'false' })).toMatch(/^ {2}DATABASE_URL: required/m);
  });

  it('refuses the development clock, naming DEV_CLOCK', () => {
    expect(refusal({ ...PRODUCTION, DEV_CLOCK: '2026-03-10T02:00:00+05:30' })).toBe(
      'Invalid configuration:\n  DEV_CLOCK: a development tool; unset it when NODE_ENV=production',
    );
  });

  it("refuses the README's demo password, a very common one or the username for the admin", () => {
    const admin = { ...PRODUCTION, ADMIN_USERNAME: 'admin@example.org' };
    for (const password of [DEMO_PASSWORD, 'RISHTA123', 'password123', 'admin@example.org']) {
      expect(refusal({ ...admin, ADMIN_PASSWORD: password })).toMatch(/^ {2}ADMIN_PASSWORD: /m);
    }
    expect(loadConfig({ ...admin, ADMIN_PASSWORD: 'long-and-unguessed-7' }).ADMIN_PASSWORD).toBe(
      'long-and-unguessed-7',
    );
    // Development keeps whatever the e2e fixtures and a try-out use.
    const development = { LOG_LEVEL: 'silent', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: DEMO_PASSWORD };
    expect(loadConfig(development).ADMIN_PASSWORD).toBe(DEMO_PASSWORD);
  });

  it('names every unsafe setting at once', () => {
    const message = refusal({
      ...PRODUCTION,
      EMBEDDED_DB: undefined,
      DEV_CLOCK: '2026-03-10T02:00:00Z',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: DEMO_PASSWORD,
    });
    expect(message.split('\n').map((line) => line.split(':')[0]!.trim())).toEqual([
      'Invalid configuration',
      'DATABASE_URL',
      'DEV_CLOCK',
      'ADMIN_PASSWORD',
    ]);
  });

  it('still refuses a missing MEDIA_SECRET and NOTIFIER, naming them', () => {
    expect(refusal({ ...PRODUCTION, MEDIA_SECRET: undefined })).toMatch(/^ {2}MEDIA_SECRET: required/m);
    expect(refusal({ ...PRODUCTION, NOTIFIER: undefined })).toMatch(/^ {2}NOTIFIER: required/m);
  });

  it('takes the OTP template of each language as code=id, and names a malformed or unknown one', () => {
    const msg91 = {
      ...PRODUCTION,
      NOTIFIER: 'sms:msg91,email:outbox',
      MSG91_AUTH_KEY: 'production-key-1',
      MSG91_SENDER_ID: 'RISHTA',
      MSG91_OTP_TEMPLATE_ID: 'en-template',
    };
    const config = loadConfig({ ...msg91, MSG91_OTP_TEMPLATE_IDS: 'hi=hi-template, ur = ur-template' });
    expect(config.notifier.msg91?.languageTemplates.otp).toEqual({ hi: 'hi-template', ur: 'ur-template' });
    for (const wrong of ['xx=abc', 'hi', 'hi=', '=abc'])
      expect(refusal({ ...msg91, MSG91_OTP_TEMPLATE_IDS: wrong })).toMatch(/^ {2}MSG91_OTP_TEMPLATE_IDS: /m);
  });
});

describe('TRUST_PROXY', () => {
  it('refuses a blanket true in every mode, naming TRUST_PROXY', () => {
    for (const env of [PRODUCTION, { LOG_LEVEL: 'silent' }, { NODE_ENV: 'test', LOG_LEVEL: 'silent' }]) {
      for (const value of ['true', 'yes', 'TRUE']) {
        expect(refusal({ ...env, TRUST_PROXY: value })).toMatch(
          /^ {2}TRUST_PROXY: \w+ trusts every X-Forwarded-For hop/m,
        );
      }
    }
  });

  it('takes a hop count, or a list of addresses and CIDR ranges (IPv4 and IPv6)', () => {
    const trust = (value?: string) => loadConfig({ LOG_LEVEL: 'silent', TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust(undefined)).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toEqual({ hops: 1 });
    expect(trust('2')).toEqual({ hops: 2 });
    expect(trust('10.0.0.0/8, 192.0.2.10,2001:db8::/32 ,loopback')).toEqual({
      addresses: ['10.0.0.0/8', '192.0.2.10', '2001:db8::/32', 'loopback'],
    });
  });

  it('refuses what is neither, naming TRUST_PROXY and the wrong entry', () => {
    for (const value of ['10.0.0.0/33', 'proxy.internal', '10.0.0.0/8,', '2001:db8::/129', '999']) {
      expect(refusal({ LOG_LEVEL: 'silent', TRUST_PROXY: value })).toMatch(/^ {2}TRUST_PROXY: /m);
    }
    expect(refusal({ LOG_LEVEL: 'silent', TRUST_PROXY: '10.0.0.1,10.0.0/8' })).toContain("'10.0.0/8'");
  });
});

describe('the web addresses the server admits (VITE_*)', () => {
  it('takes http(s) URLs, and for the API and chat bases a path on the same origin', () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      VITE_API_BASE: 'https://api.example.org',
      VITE_CHAT_BASE: '/chat',
      VITE_AD_IMAGE_URL: 'https://ads.example.net/a.png',
    });
    expect(config.VITE_API_BASE).toBe('https://api.example.org');
    expect(config.VITE_CHAT_BASE).toBe('/chat');
    expect(config.VITE_AD_IMAGE_URL).toBe('https://ads.example.net/a.png');
    expect(loadConfig({ LOG_LEVEL: 'silent', VITE_API_BASE: '' }).VITE_API_BASE).toBeUndefined();
  });

  it('refuses a malformed one, naming it', () => {
    for (const [name, value] of [
      ['VITE_API_BASE', 'api.example.org'],
      ['VITE_API_BASE', 'ftp://api.example.org'],
      ['VITE_CHAT_BASE', 'wss://chat.example.org'],
      ['VITE_AD_IMAGE_URL', '/ads/a.png'],
      ['VITE_AD_IMAGE_URL', 'javascript:alert(1)'],
    ] as const) {
      expect(refusal({ LOG_LEVEL: 'silent', [name]: value })).toMatch(new RegExp(`^ {2}${name}: `, 'm'));
    }
  });
});
