import { Worker } from 'node:worker_threads';
import { brotliCompressSync, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';

/** What to compress with: brotli or gzip, with zlib's own options. */
export type Compression = { format: 'br'; options: BrotliOptions } | { format: 'gzip'; options: ZlibOptions };

/**
 * Compression on a thread of its own (issue 15). Compressing list answers was a fifth of the
 * event loop's time for search at a million profiles, while the machine's other core had time to
 * spare; a big answer (local search: 500 KB of JSON, 4.5 ms at brotli quality 5) also held up
 * every other request. Handing a page's JSON to a worker and taking the bytes back costs the event
 * loop ~16 µs instead of ~80. (Node's own asynchronous zlib is no help: its stream machinery cost
 * more of the event loop than compressing in line, decision 041.)
 *
 * One worker, started on first use; it holds the process open only while it has work. If it fails
 * the work it had is done in line and the next call starts another.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const zlib = require('node:zlib');
parentPort.on('message', ({ id, json, format, options }) => {
  const bytes = format === 'br' ? zlib.brotliCompressSync(json, options) : zlib.gzipSync(json, options);
  // A copy of exactly these bytes (the pool's buffer may hold others), handed over without another.
  const out = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
  parentPort.postMessage({ id, out }, [out]);
});`;

interface Waiting {
  json: string;
  how: Compression;
  resolve(bytes: Buffer): void;
}

function compressInLine(json: string, how: Compression): Buffer {
  return how.format === 'br' ? brotliCompressSync(json, how.options) : gzipSync(json, how.options);
}

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, Waiting>();

function start(): Worker {
  const started = new Worker(WORKER_SOURCE, { eval: true, execArgv: [] });
  started.on('message', ({ id, out }: { id: number; out: ArrayBuffer }) => {
    const job = waiting.get(id);
    if (!job) return;
    waiting.delete(id);
    if (waiting.size === 0) started.unref();
    job.resolve(Buffer.from(out));
  });
  const failed = () => {
    if (worker !== started) return;
    worker = null;
    const jobs = [...waiting.values()];
    waiting.clear();
    for (const job of jobs) job.resolve(compressInLine(job.json, job.how));
  };
  started.on('error', failed);
  started.on('exit', failed);
  started.unref();
  return started;
}

/** `json` compressed as `how` says, off the event loop. */
export function compress(json: string, how: Compression): Promise<Buffer> {
  worker ??= start();
  const id = nextId++;
  const current = worker;
  return new Promise((resolve) => {
    waiting.set(id, { json, how, resolve });
    if (waiting.size === 1) current.ref();
    current.postMessage({ id, json, format: how.format, options: how.options });
  });
}
