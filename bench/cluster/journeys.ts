// `npm run test:cluster -w @rishta/bench` (issue 33): starts the cluster (cluster.ts) and walks
// people's journeys through nginx, with each step's requests sent to a chosen node, so that what
// one node wrote is seen through the other. Exits non-zero on the first journey that fails.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { validProfileForm } from '@rishta/domain/testing';
import { startCluster, type Cluster } from './cluster';

const DEMO_PASSWORD = 'rishta123';
const MAN = '9000000001';
const WOMAN = '9000000002';

type Json = Record<string, unknown>;

async function call(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; form?: FormData; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Token ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers,
    body: opts.form ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  });
  const text = await res.text();
  let json: Json = {};
  try {
    json = JSON.parse(text) as Json;
  } catch {
    // not JSON (an image)
  }
  return { status: res.status, json, text, type: res.headers.get('content-type') ?? '' };
}

function expect(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(what);
}

async function login(base: string, username: string, password = DEMO_PASSWORD) {
  const res = await call(base, 'POST', '/profiles/login/', { body: { username, password } });
  expect(res.status === 200, `login ${username}: ${res.status} ${res.text}`);
  return res.json as { token: string; profile_id: number; slug: string };
}

const journeys: [string, (cluster: Cluster) => Promise<void>][] = [
  [
    'sign up with the OTP sent through node A, finish through node B, log in through nginx',
    async ({ nodes, url }) => {
      const [a, b] = nodes.map((node) => node.base);
      const username = `7${String(Date.now()).slice(-9)}`;
      const sent = await call(a!, 'POST', '/configs/send-otp/', { body: { username } });
      expect(sent.status === 200, `send-otp: ${sent.status} ${sent.text}`);
      // The development outbox answers this machine only, on any node: it is a table.
      const outbox = await call(b!, 'GET', `/dev/outbox?to=${username}`);
      const body = (outbox.json.results as { body: string }[] | undefined)?.[0]?.body ?? '';
      const otp = /\b(\d{4,8})\b/.exec(body)?.[1];
      expect(otp, `no OTP in the outbox: ${outbox.text}`);
      const form = validProfileForm({
        username,
        gender: 'Male',
        full_name: 'Cluster Khan',
        password: 'Cluster-Passw0rd',
        confirm_password: 'Cluster-Passw0rd',
      });
      const created = await call(b!, 'POST', '/profiles/create/', { body: { ...form, otp } });
      expect(created.status === 201, `create: ${created.status} ${created.text}`);
      await login(url, username, 'Cluster-Passw0rd');
    },
  ],
  [
    'a photo uploaded through node A is served through node B',
    async ({ nodes }) => {
      const [a, b] = nodes.map((node) => node.base);
      const woman = await login(a!, WOMAN);
      const sharp = (await import('sharp')).default;
      const jpeg = await sharp({
        create: { width: 400, height: 500, channels: 3, background: { r: 200, g: 120, b: 90 } },
      })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'me.jpg');
      const up = await call(a!, 'POST', `/profiles/upload/${woman.profile_id}/2/`, {
        token: woman.token,
        form,
      });
      expect(up.status === 200, `upload: ${up.status} ${up.text}`);
      const photo = await fetch(`${b}${up.json.full as string}`, {
        headers: { authorization: `Token ${woman.token}` },
      });
      expect(
        photo.status === 200 && photo.headers.get('content-type') === 'image/webp',
        `photo via B: ${photo.status}`,
      );
    },
  ],
  [
    'a proposal sent through node B is accepted through node A, and each side sees it through the other',
    async ({ nodes }) => {
      const [a, b] = nodes.map((node) => node.base);
      const man = await login(b!, MAN);
      const woman = await login(a!, WOMAN);
      const her = await call(b!, 'GET', `/profiles/detail-slug/${woman.slug}/`, { token: man.token });
      expect(her.status === 200, `her profile via B: ${her.status}`);
      const sent = await call(b!, 'POST', `/profiles/proposal/${her.json.profile_code as string}/`, {
        token: man.token,
      });
      expect(sent.status === 201, `send: ${sent.status} ${sent.text}`);
      const id = (sent.json.proposal as { id: number }).id;
      const accepted = await call(a!, 'PATCH', `/profiles/proposal-update/${id}/`, {
        token: woman.token,
        body: { status: 'Accepted' },
      });
      expect(accepted.status === 200, `accept via A: ${accepted.status} ${accepted.text}`);
      const seen = await call(b!, 'GET', `/profiles/detail-slug/${woman.slug}/`, { token: man.token });
      expect(
        JSON.stringify(seen.json).includes('Accepted'),
        `the man does not see the acceptance via B: ${seen.text.slice(0, 300)}`,
      );
    },
  ],
  [
    'a chat message sent through node A arrives live on a socket held by node B',
    async ({ nodes }) => {
      const [a, b] = nodes.map((node) => node.base);
      const man = await login(a!, MAN);
      const woman = await login(b!, WOMAN);
      const ws = new WebSocket(`${b!.replace('http', 'ws')}/api/friends/ws`);
      const frames: Json[] = [];
      ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as Json));
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      ws.send(JSON.stringify({ type: 'auth', token: woman.token }));
      const until = async (what: string, match: (frame: Json) => boolean) => {
        for (let i = 0; i < 100; i += 1) {
          if (frames.some(match)) return;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error(`no ${what} frame on node B's socket: ${JSON.stringify(frames)}`);
      };
      await until('caught_up', (frame) => frame.type === 'caught_up');
      const text = `Salaam from node A ${Date.now()}`;
      const sent = await call(a!, 'POST', '/friends/send-message/', {
        token: man.token,
        body: { sender_id: man.profile_id, receiver_id: woman.profile_id, message: text },
      });
      expect(sent.status === 201, `send via A: ${sent.status} ${sent.text}`);
      await until('message', (frame) => frame.type === 'message' && JSON.stringify(frame).includes(text));
      ws.close();
    },
  ],
];

execFileSync('bash', [fileURLToPath(new URL('./ensure-nginx.sh', import.meta.url))], { stdio: 'inherit' });
const started = Date.now();
const cluster = await startCluster({ profiles: 30, log: (line) => console.log(line) });
console.log(`cluster up in ${((Date.now() - started) / 1000).toFixed(0)} s`);
let failed = 0;
try {
  for (const [name, journey] of journeys) {
    const at = Date.now();
    try {
      await journey(cluster);
      console.log(`ok    ${name} (${Date.now() - at} ms)`);
    } catch (error) {
      failed += 1;
      console.log(`FAIL  ${name}\n      ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  await cluster.stop();
}
console.log(
  failed ? `${failed} of ${journeys.length} journeys failed` : `all ${journeys.length} journeys passed`,
);
process.exit(failed ? 1 : 0);
