/**
 * The SMS and e-mail providers of the e2e run (issue 28), on 127.0.0.1: a fake MSG91 Flow API
 * (HTTP) and a real SMTP server (smtp-server). What they receive is kept in memory and read back by
 * the fixtures (fixtures/fake-providers.ts):
 *   GET /received?to=<mobile or e-mail>  → [{channel, to, code, subject?, text?, html?, template_id?, sender?, at}], newest first
 *   GET /health                          → {ok, sms, email}
 * playwright.config.ts starts it as a webServer; by hand (ports E2E_SMS_PORT, E2E_SMTP_PORT):
 *   npx tsx e2e/scripts/fake-providers.ts
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { FAKE_PROVIDER_PORTS, MSG91, type Delivered } from '../fixtures/fake-providers';

const KEEP = 5_000;
const received: Delivered[] = [];
let lastId = 0;
/** /health answers ok (Playwright's signal to start the app) once the SMTP server listens too. */
let smtpListening = false;

function keep(message: Omit<Delivered, 'id' | 'at'>) {
  lastId += 1;
  received.unshift({ id: lastId, at: new Date().toISOString(), ...message });
  received.splice(KEEP);
}

const sixDigits = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? null;

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Why MSG91 would refuse this Flow API request, or null when it would take it. */
function msg91Refusal(req: IncomingMessage, body: unknown): { status: number; message: string } | null {
  if (req.headers.authkey !== MSG91.authKey) return { status: 401, message: 'Authentication failure' };
  if (typeof body !== 'object' || body === null) return { status: 400, message: 'Invalid JSON' };
  const flow = body as Record<string, unknown>;
  if (flow.template_id !== MSG91.otpTemplateId) return { status: 400, message: 'Invalid template id' };
  if (flow.sender !== MSG91.senderId) return { status: 400, message: 'Invalid sender id' };
  const recipients = flow.recipients;
  if (!Array.isArray(recipients) || recipients.length === 0) {
    return { status: 400, message: 'recipients are required' };
  }
  for (const r of recipients as unknown[]) {
    const mobiles = (r as Record<string, unknown> | null)?.mobiles;
    if (typeof mobiles !== 'string' || !/^91[6-9]\d{9}$/.test(mobiles)) {
      return { status: 400, message: `Invalid mobile number: ${String(mobiles)}` };
    }
  }
  return null;
}

/** MSG91's Flow API: `POST /api/v5/flow` with `authkey` and `{template_id, sender, short_url, recipients}`. */
async function msg91Flow(req: IncomingMessage, res: ServerResponse) {
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch {
    body = undefined;
  }
  const refusal = msg91Refusal(req, body);
  if (refusal) {
    process.stderr.write(`fake MSG91 refused a request: ${refusal.status} ${refusal.message}\n`);
    answer(res, refusal.status, { type: 'error', message: refusal.message });
    return;
  }
  const flow = body as { template_id: string; sender: string; short_url?: string; recipients: object[] };
  for (const recipient of flow.recipients as ({ mobiles: string } & Record<string, unknown>)[]) {
    const { mobiles, ...rest } = recipient;
    const variables = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)]));
    keep({
      channel: 'sms',
      to: mobiles.slice(2),
      code: variables.otp ?? null,
      mobiles,
      template_id: flow.template_id,
      sender: flow.sender,
      ...(flow.short_url !== undefined && { short_url: String(flow.short_url) }),
      variables,
    });
  }
  answer(res, 200, { type: 'success', message: randomBytes(12).toString('hex') });
}

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (req.method === 'POST' && url.pathname === '/api/v5/flow') {
    msg91Flow(req, res).catch((error: unknown) =>
      answer(res, 500, { type: 'error', message: String(error) }),
    );
  } else if (req.method === 'GET' && url.pathname === '/received') {
    const to = url.searchParams.get('to')?.trim().toLowerCase();
    const matches = (m: Delivered) => !to || m.to.toLowerCase() === to || m.mobiles === to;
    answer(res, 200, received.filter(matches));
  } else if (req.method === 'GET' && url.pathname === '/health') {
    const count = (channel: Delivered['channel']) => received.filter((m) => m.channel === channel).length;
    answer(res, smtpListening ? 200 : 503, { ok: smtpListening, sms: count('sms'), email: count('email') });
  } else {
    answer(res, 404, { type: 'error', message: 'Not found' });
  }
});

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  size: 1024 * 1024,
  onData(stream, session, callback) {
    simpleParser(stream).then((mail) => {
      const text = mail.text ?? '';
      const html = typeof mail.html === 'string' ? mail.html : '';
      const language = mail.headers.get('content-language');
      for (const rcpt of session.envelope.rcptTo) {
        keep({
          channel: 'email',
          to: rcpt.address.toLowerCase(),
          code: sixDigits(mail.subject) ?? sixDigits(text),
          from: mail.from?.text ?? '',
          reply_to: mail.replyTo?.text ?? '',
          subject: mail.subject ?? '',
          text,
          html,
          ...(typeof language === 'string' && { language }),
        });
      }
      callback();
    }, callback);
  },
});

function fatal(name: string, error: Error) {
  process.stderr.write(`fake providers: the ${name} server cannot run: ${String(error)}\n`);
  process.exit(1);
}
http.on('error', (error) => fatal('HTTP', error));
// smtp-server reports a client's broken connection here too: only a failed listen is fatal.
smtp.on('error', (error: NodeJS.ErrnoException) => {
  if (error.syscall === 'listen') fatal('SMTP', error);
  else process.stderr.write(`fake providers: SMTP: ${String(error)}\n`);
});
http.listen(FAKE_PROVIDER_PORTS.http, '127.0.0.1');
smtp.listen(FAKE_PROVIDER_PORTS.smtp, '127.0.0.1', () => (smtpListening = true));

// Everything is in memory: nothing to finish before stopping.
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
