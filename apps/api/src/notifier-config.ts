import { z } from 'zod';
import { isLanguageCode, type LanguageCode } from '@rishta/domain';

/** Where each channel's messages go (issue 28). `outbox` keeps them in a table nobody receives. */
export const SMS_PROVIDERS = ['outbox', 'msg91'] as const;
export const EMAIL_PROVIDERS = ['outbox', 'smtp'] as const;

export interface NotifierConfig {
  sms: (typeof SMS_PROVIDERS)[number];
  email: (typeof EMAIL_PROVIDERS)[number];
  msg91?: {
    url: string;
    authKey: string;
    senderId: string;
    /** The template of each kind: English, and the languages whose text is registered too. */
    templates: { otp: string };
    languageTemplates: { otp: Partial<Record<LanguageCode, string>> };
  };
  smtp?: { url: string; from: string; replyTo: string | undefined };
  /** Tries per message, the first included, before it is marked failed. */
  maxTries: number;
  /** Seconds before the first retry; each later one waits about twice as long. */
  retryDelaySeconds: number;
  /** A provider that has not answered after this long counts as a failed try. */
  timeoutMs: number;
}

const url = (protocols: RegExp, message: string) => z.string().regex(protocols, message).optional();

const variablesSchema = z.object({
  NOTIFIER: z.string().trim().min(1).optional(),
  MSG91_URL: url(/^https?:\/\//, 'MSG91_URL must be an http(s) URL').default(
    'https://control.msg91.com/api/v5/flow',
  ),
  MSG91_AUTH_KEY: z.string().min(8, 'MSG91_AUTH_KEY looks too short').optional(),
  /** The six-character header (sender id) registered on DLT and mapped in MSG91. */
  MSG91_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{6}$/, 'MSG91_SENDER_ID must be the six-character DLT header')
    .optional(),
  /** MSG91's template id of the OTP text (the template that carries the DLT template id). */
  MSG91_OTP_TEMPLATE_ID: z.string().min(1).optional(),
  /**
   * Issue 30: the OTP text registered in other languages, `hi=<template id>,ur=<template id>`; an
   * account in a language listed here gets its SMS in that language, the others in English.
   */
  MSG91_OTP_TEMPLATE_IDS: z.string().trim().optional(),
  SMTP_URL: url(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_REPLY_TO: z.string().min(3).optional(),
  NOTIFY_MAX_TRIES: z.coerce.number().int().min(1).max(20).default(5),
  NOTIFY_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(4),
  NOTIFY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

/** Problems are returned as `VARIABLE: what is wrong` lines, for loadConfig's one message. */
export function parseNotifierConfig(
  env: NodeJS.ProcessEnv,
  isProduction: boolean,
): { config: NotifierConfig; problems: string[] } {
  const problems: string[] = [];
  const parsed = variablesSchema.safeParse(env);
  const fallback: NotifierConfig = {
    sms: 'outbox',
    email: 'outbox',
    maxTries: 5,
    retryDelaySeconds: 4,
    timeoutMs: 10_000,
  };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
    return { config: fallback, problems };
  }
  const v = parsed.data;
  const config: NotifierConfig = {
    ...fallback,
    maxTries: v.NOTIFY_MAX_TRIES,
    retryDelaySeconds: v.NOTIFY_RETRY_DELAY_SECONDS,
    timeoutMs: v.NOTIFY_TIMEOUT_MS,
  };

  if (!v.NOTIFIER) {
    if (isProduction) {
      problems.push(
        'NOTIFIER: required when NODE_ENV=production: sms:msg91,email:smtp sends real OTPs; ' +
          'outbox keeps them in the outbox table, where nobody receives them',
      );
    }
    return { config, problems };
  }

  const routes = new Map<string, string>();
  for (const entry of v.NOTIFIER.split(',').map((s) => s.trim())) {
    if (entry === 'outbox') {
      routes.set('sms', 'outbox');
      routes.set('email', 'outbox');
      continue;
    }
    const [channel, provider] = entry.split(':');
    if (channel === 'sms' && (SMS_PROVIDERS as readonly string[]).includes(provider ?? '')) {
      routes.set('sms', provider!);
    } else if (channel === 'email' && (EMAIL_PROVIDERS as readonly string[]).includes(provider ?? '')) {
      routes.set('email', provider!);
    } else {
      problems.push(
        `NOTIFIER: '${entry}' is not one of sms:${SMS_PROVIDERS.join('|sms:')}, ` +
          `email:${EMAIL_PROVIDERS.join('|email:')} or outbox`,
      );
    }
  }
  for (const channel of ['sms', 'email']) {
    if (!routes.has(channel)) {
      problems.push(
        `NOTIFIER: says nothing about ${channel} (add ${channel}:<provider> or ${channel}:outbox)`,
      );
    }
  }
  config.sms = (routes.get('sms') ?? 'outbox') as NotifierConfig['sms'];
  config.email = (routes.get('email') ?? 'outbox') as NotifierConfig['email'];

  if (config.sms === 'msg91') {
    const missing = (['MSG91_AUTH_KEY', 'MSG91_SENDER_ID', 'MSG91_OTP_TEMPLATE_ID'] as const).filter(
      (k) => !v[k],
    );
    for (const name of missing) problems.push(`${name}: required with NOTIFIER sms:msg91`);
    const otpByLanguage = languageTemplates(v.MSG91_OTP_TEMPLATE_IDS, problems);
    if (missing.length === 0) {
      config.msg91 = {
        url: v.MSG91_URL,
        authKey: v.MSG91_AUTH_KEY!,
        senderId: v.MSG91_SENDER_ID!,
        templates: { otp: v.MSG91_OTP_TEMPLATE_ID! },
        languageTemplates: { otp: otpByLanguage },
      };
    }
  }
  if (config.email === 'smtp') {
    const missing = (['SMTP_URL', 'MAIL_FROM'] as const).filter((k) => !v[k]);
    for (const name of missing) problems.push(`${name}: required with NOTIFIER email:smtp`);
    if (missing.length === 0)
      config.smtp = { url: v.SMTP_URL!, from: v.MAIL_FROM!, replyTo: v.MAIL_REPLY_TO };
  }
  return { config, problems };
}

/** `hi=abc,ur=def` → `{ hi: 'abc', ur: 'def' }`; a malformed entry or unknown language is a problem. */
function languageTemplates(
  list: string | undefined,
  problems: string[],
): Partial<Record<LanguageCode, string>> {
  const templates: Partial<Record<LanguageCode, string>> = {};
  for (const entry of (list ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [code, id] = entry.split('=').map((part) => part.trim());
    if (!code || !id || !isLanguageCode(code)) {
      problems.push(
        `MSG91_OTP_TEMPLATE_IDS: '${entry}' is not <language code>=<template id> with one of the interface languages`,
      );
    } else templates[code] = id;
  }
  return templates;
}
