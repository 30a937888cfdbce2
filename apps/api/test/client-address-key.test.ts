import { describe, expect, it } from 'vitest';
import { clientAddressKey } from '../src/lib/client-address-key';

describe('clientAddressKey (issue 28)', () => {
  it('keys an IPv4 client by its address', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('10.0.0.5')).toBe('10.0.0.5');
  });

  it('keys an IPv4-mapped IPv6 client as the IPv4 client it is', () => {
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(clientAddressKey('0:0:0:0:0:ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('keys an IPv6 client by its /64, so every address of one line counts together', () => {
    const line = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:aaaa:bbbb:cccc:dddd',
      '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:0:0:0:9%eth0',
    ];
    for (const address of line) expect(clientAddressKey(address)).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('writes the /64 in the canonical form, the longest zero run shortened', () => {
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8::/64');
    expect(clientAddressKey('2001:0:0:1::5')).toBe('2001:0:0:1::/64');
    expect(clientAddressKey('fe80::1')).toBe('fe80::/64');
    expect(clientAddressKey('::1')).toBe('::/64');
    expect(clientAddressKey('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(clientAddressKey('64:ff9b::203.0.113.7')).toBe('64:ff9b::/64');
  });

  it('keys what is not an address as it is', () => {
    expect(clientAddressKey('')).toBe('');
    expect(clientAddressKey('unknown')).toBe('unknown');
  });
});
