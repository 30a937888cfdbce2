import { isIP } from 'node:net';

/**
 * Which proxies' `X-Forwarded-For` entries the server believes (TRUST_PROXY, issue 28): none, the
 * nearest `hops` proxies whatever their address, or the proxies whose address is in one of the
 * listed ranges.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** Names proxy-addr (Fastify's) understands for the usual private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const MAX_HOPS = 20;

/**
 * Reads TRUST_PROXY: unset, `false`, `no` or `0` trust no proxy; a whole number is a hop count; any
 * other value is a comma-separated list of addresses or CIDR ranges (IPv4 or IPv6, or proxy-addr's
 * `loopback`, `linklocal`, `uniquelocal`). `true` and `yes` are refused in every mode: trusting
 * every hop lets any client write its own address into `X-Forwarded-For` and so get a fresh count
 * from every per-address limit.
 */
export function parseTrustProxy(value: string | undefined): { value: TrustProxy } | { problem: string } {
  const text = value?.trim().toLowerCase() ?? '';
  if (['', 'false', 'no', '0'].includes(text)) return { value: false };
  if (text === 'true' || text === 'yes') {
    return {
      problem:
        `${text} trusts every X-Forwarded-For hop, so any client can forge its address; give the ` +
        'number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) return { problem: `a hop count must be between 1 and ${MAX_HOPS}` };
    return { value: { hops } };
  }
  const addresses = text.split(',').map((entry) => entry.trim());
  const wrong = addresses.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    return {
      problem: `not an IP address or CIDR range: ${wrong.map((w) => `'${w}'`).join(', ')} (expected a hop count or a comma-separated list of addresses)`,
    };
  }
  return { value: { addresses } };
}

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy` option for a parsed TRUST_PROXY. A hop count is given as a function:
 * Fastify 5 ignores a plain number (it trusts no hop), while our hop count trusts the nearest
 * `hops` proxies, as Express does. A hop count is therefore only safe when the server can be
 * reached through those proxies alone; the address list holds even when it can be reached directly.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  return trust.addresses;
}
