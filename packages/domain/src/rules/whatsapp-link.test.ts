import { describe, expect, it } from 'vitest';
import { whatsappLink } from './whatsapp-link';

describe('whatsappLink', () => {
  it('prefixes the country code', () => {
    expect(whatsappLink('+91', '9876543210')).toBe('https://wa.me/919876543210');
    expect(whatsappLink('+974', '55123456')).toBe('https://wa.me/97455123456');
  });

  it('keeps a number that already has a plus sign', () => {
    expect(whatsappLink('+91', '+971 50 123 4567')).toBe('https://wa.me/971501234567');
  });

  it('strips non-digits and defaults the code to +91', () => {
    expect(whatsappLink('', '98765-43210')).toBe('https://wa.me/919876543210');
    expect(whatsappLink(undefined, '9876543210')).toBe('https://wa.me/919876543210');
  });

  it('adds an encoded message', () => {
    expect(whatsappLink('+91', '9876543210', 'Assalamu alaikum & hello')).toBe(
      'https://wa.me/919876543210?text=Assalamu%20alaikum%20%26%20hello',
    );
  });
});
