import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The encodings kept answers are compressed in, best first (as @fastify/compress prefers them). */
const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Below this, compressing costs more than it saves (the app's @fastify/compress threshold too). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * The encoding to answer in from an Accept-Encoding header: the one with the highest q-value,
 * brotli on a tie; `*` stands for any not named; q=0 refuses. Null when neither is accepted.
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (name) q.set(name, Number.isFinite(value) ? value : 0);
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    const value = q.get(encoding) ?? q.get('*') ?? 0;
    if (value > bestQ) [best, bestQ] = [encoding, value];
  }
  return best;
}

/** A JSON answer with its compressed forms, made when they are asked for. */
export interface EncodedBody {
  readonly json: string;
  encoded?: Partial<Record<Encoding, { bytes: Buffer; final: boolean }>>;
}

/**
 * The answer compressed (issue 15): a thousand cards of local search are about 500 KB of JSON, and
 * compressing them for every request cost more than reading them, so a kept answer is compressed
 * once per encoding and the bytes are kept with it.
 *
 * The first time quickly (brotli quality 2, gzip level 1), the second time well (brotli quality 5,
 * gzip level 6), and that one is kept: most searches are asked for once, and compressing a search
 * page (10 KB) at quality 5 was a quarter of the API's time for search at a million profiles
 * (370 µs, 2,150 bytes; quality 2: 180 µs, 2,400 bytes). An answer that is asked for again (a
 * category, new profiles, local search) pays both once and is then sent at the smaller size:
 * quality 5 is 8-13 % smaller than quality 4 (what @fastify/compress uses; a 1,000-card list
 * 47 KB instead of 54, in 4.5 ms). In line, not on libuv's pool: for a search page the
 * asynchronous stream cost 2.5 times the CPU of compressing it, most of it on the event loop
 * anyway (decision 041).
 */
export function encodedBody(body: EncodedBody, encoding: Encoding): Buffer {
  body.encoded ??= {};
  const kept = body.encoded[encoding];
  if (kept?.final) return kept.bytes;
  const final = kept !== undefined;
  const bytes = compress(body.json, encoding, final);
  body.encoded[encoding] = { bytes, final };
  return bytes;
}

function compress(json: string, encoding: Encoding, well: boolean): Buffer {
  if (encoding === 'gzip') return gzipSync(json, { level: well ? 6 : 1 });
  return brotliCompressSync(json, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: well ? 5 : 2,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
    },
  });
}

/**
 * Sends a JSON answer in the best encoding the client accepts, compressing it only the first time
 * (the app's compression hook leaves a reply that already has a Content-Encoding alone).
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const encoding =
    body.json.length >= COMPRESS_THRESHOLD ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body.json);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  return reply.header('content-encoding', encoding).send(encodedBody(body, encoding));
}
