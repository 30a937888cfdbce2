import { constants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compress, type Compression } from './compress-worker';

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
  encoded?: Partial<Record<Encoding, { bytes: Promise<Buffer>; final: boolean }>>;
}

/**
 * The answer compressed (issue 15): a thousand cards of local search are about 500 KB of JSON, and
 * compressing them for every request cost more than reading them, so a kept answer is compressed
 * once per encoding and the bytes are kept with it (as a promise: the requests that come while it
 * is being compressed wait for the same bytes).
 *
 * The first time quickly (brotli quality 2, gzip level 1), the second time well (brotli quality 5,
 * gzip level 6), and that one is kept: most searches are asked for once, and compressing a search
 * page (10 KB) at quality 5 costs twice quality 2 for 10 % fewer bytes (1,750 instead of 1,950).
 * An answer that is asked for again (a category, new profiles, local search) pays both once and
 * is then sent at the smaller size: quality 5 is 8-13 % smaller than quality 4 (what
 * @fastify/compress uses; a 1,000-card list 47 KB instead of 54). Both run on the compression
 * worker (compress-worker.ts), off the event loop.
 */
export function encodedBody(body: EncodedBody, encoding: Encoding): Promise<Buffer> {
  body.encoded ??= {};
  const kept = body.encoded[encoding];
  if (kept?.final) return kept.bytes;
  const final = kept !== undefined;
  const bytes = compress(body.json, compression(body.json, encoding, final));
  body.encoded[encoding] = { bytes, final };
  return bytes;
}

function compression(json: string, encoding: Encoding, well: boolean): Compression {
  if (encoding === 'gzip') return { format: 'gzip', options: { level: well ? 6 : 1 } };
  return {
    format: 'br',
    options: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: well ? 5 : 2,
        // A hint only: the characters, not the bytes, which would mean reading the whole string.
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    },
  };
}

/**
 * Sends a JSON answer in the best encoding the client accepts, compressing it only the first time
 * (the app's compression hook leaves a reply that already has a Content-Encoding alone).
 */
export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  const encoding =
    body.json.length >= COMPRESS_THRESHOLD ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body.json);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const bytes = await encodedBody(body, encoding);
  return reply.header('content-encoding', encoding).send(bytes);
}
