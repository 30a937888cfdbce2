/**
 * One load run of the benchmarks: C concurrent connections (autocannon) for D seconds, each request
 * made afresh by `next`, and what people would notice of it: the rate, the latency percentiles and
 * the answers that failed, by status.
 */
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { percentile } from './api-server';

/**
 * autocannon turns every response body into a string (`body += chunk`, to compare it with an
 * expected body we never give). For a compressed body that is UTF-8 decoding of binary data, its
 * slowest path: profiled at 79 % of the load generator's CPU for local search (54 KB an answer),
 * which made the generator, at ~1,200 req/s on one core, the limit rather than the server (7,400
 * req/s once the bodies were left alone). Bodies are counted, not read, so that step is skipped.
 */
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody: (data: Buffer) => void };
};
PipelinedRequestsQueue.prototype.addBody = () => undefined;

export interface DriveOptions {
  base: string;
  connections: number;
  /** Seconds. */
  duration: number;
  acceptEncoding: string;
  next: () => { path: string; token?: string };
}

export interface Measured {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Counts of the answers that were not 2xx, by status (or 'timeout'/'socket'), for the log. */
  failures: Record<string, number>;
}

export async function drive(options: DriveOptions): Promise<Measured> {
  const times: number[] = [];
  let errors = 0;
  const failures: Record<string, number> = {};
  let finished!: (result: autocannon.Result) => void;
  const done = new Promise<autocannon.Result>((resolve) => (finished = resolve));
  const instance = autocannon(
    {
      url: options.base,
      connections: options.connections,
      duration: options.duration,
      timeout: 10,
      requests: [
        {
          setupRequest: (request) => {
            const { path, token } = options.next();
            request.path = path;
            request.headers = {
              'accept-encoding': options.acceptEncoding,
              ...(token ? { authorization: `Token ${token}` } : {}),
            };
            return request;
          },
        },
      ],
    },
    (error, result) => {
      if (error) throw error;
      finished(result);
    },
  );
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    if (status >= 400) {
      errors += 1;
      failures[status] = (failures[status] ?? 0) + 1;
    }
  });
  const result = await done;
  if (result.errors) failures.socket = result.errors;
  if (result.timeouts) failures.timeout = result.timeouts;
  times.sort((a, b) => a - b);
  return {
    rps: times.length / options.duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: errors + result.errors + result.timeouts,
    failures,
  };
}

/** "errors 3 {"429":3}", or "errors 0". */
export const errorSummary = (m: Measured) =>
  `errors ${m.errors}${m.errors ? ` ${JSON.stringify(m.failures)}` : ''}`;

/** A few requests first: the route's first compilation and plans are not what people wait for. */
export async function warmUp(base: string, next: DriveOptions['next'], count = 20): Promise<void> {
  for (let i = 0; i < count; i++) {
    const { path, token } = next();
    await fetch(`${base}${path}`, { headers: token ? { authorization: `Token ${token}` } : {} });
  }
}

/** The load average over 1, 5 and 15 minutes, as the tables print it. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
