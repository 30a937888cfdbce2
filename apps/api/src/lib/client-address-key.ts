import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key of a client address for per-address limits (issue 28): an IPv4 address as it is (an
 * IPv4-mapped IPv6 address as its IPv4 address, so a dual-stack socket counts with plain IPv4), and
 * an IPv6 address as its /64 in the canonical text form (`2001:db8:1:2::/64`). A home or mobile line
 * gets a whole /64, so keyed by its full address one client could take a new address for every try.
 * Anything that is not an IP address (no socket address at all) is keyed as it is.
 */
export function clientAddressKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  // A zone (`fe80::1%eth0`) names the server's interface, not the client.
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  }
  return `${canonicalIpv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and a dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] {
  const toGroups = (part: string) => {
    if (part === '') return [];
    return part.split(':').flatMap((piece) => {
      if (!piece.includes('.')) return [parseInt(piece, 16)];
      const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number];
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const [head = '', tail] = address.split('::');
  if (tail === undefined) return toGroups(head);
  const [before, after] = [toGroups(head), toGroups(tail)];
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/** RFC 5952's text form: lower-case hex without leading zeros, the longest zero run (2+) as `::`. */
function canonicalIpv6(groups: readonly number[]): string {
  let [bestStart, bestLength] = [-1, 0];
  for (let i = 0; i < groups.length;) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let end = i;
    while (end < groups.length && groups[end] === 0) end += 1;
    if (end - i > bestLength) [bestStart, bestLength] = [i, end - i];
    i = end;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestLength < 2) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}
