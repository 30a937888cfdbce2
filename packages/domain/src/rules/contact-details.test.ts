import { describe, expect, it } from 'vitest';
import { contactDetailIn, hasContactDetails } from './contact-details';

describe('contact details in a message', () => {
  it.each([
    ['Call me on +91 98765 43210', 'phone'],
    ['my number 9876543210', 'phone'],
    ['whatsapp 98765-43210 after maghrib', 'phone'],
    ['write to ayesha.k@gmail.com', 'handle'],
    ['pay the fee to rishtas@okaxis', 'handle'],
    ['GPay me: fee4rishta', 'payment'],
  ] as const)('finds %j', (text, kind) => {
    expect(contactDetailIn(text)).toBe(kind);
  });

  it.each([
    'Assalamu alaikum, how is everyone?',
    'My brother is 28 years old, 5 ft 9 in',
    'Nikah on 12/01/2027 in Hyderabad',
    'We have 3 sisters and 2 brothers',
  ])('leaves %j alone', (text) => {
    expect(hasContactDetails(text)).toBe(false);
  });
});

describe('payment apps named without an id', () => {
  it('are not contact details', () => {
    expect(hasContactDetails('Paytm is down today, anyone else?')).toBe(false);
  });
});
