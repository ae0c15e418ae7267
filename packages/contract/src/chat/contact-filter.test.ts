import { describe, expect, it } from 'vitest';
import { CONTACT_MASK } from '../constants.ts';
import { maskContactDetails } from './contact-filter.ts';

describe('maskContactDetails', () => {
  it.each([
    ['call me on 9876543210', 'phone'],
    ['my number is +91 98765 43210 ok', 'phone'],
    ['ring 098765-43210 tonight', 'phone'],
    ['+91-987-654-3210', 'phone'],
    ['write to asha.k@example.com please', 'email'],
    ['mail ASHA_K+1@mail.co.in', 'email'],
    ['pay me at asha@okaxis', 'upi'],
    ['9876543210@paytm', 'upi'],
    ['see https://example.org/x?y=1', 'link'],
    ['www.example.net is my page', 'link'],
    ['find me on instagram.com/asha', 'link'],
    ['wa.me/919876543210', 'link'],
  ])('masks %j (%s)', (text, kind) => {
    const result = maskContactDetails(text);
    expect(result.kinds).toContain(kind);
    expect(result.text).toContain(CONTACT_MASK);
    expect(result.text).not.toMatch(/\d{5}|@|example|instagram|wa\.me/i);
  });

  it.each([
    'I have been feeling low since 2019, maybe 3 or 4 years.',
    'We talked for 45 minutes and I paid 1,000 rupees.',
    'The exam is on 12-03-2026 at 10.30 am.',
    'Hello! How are you today? I am fine. In the morning I walk.',
    'My score was 98 out of 100 and rank 12345.',
    'I love you @ all of you',
  ])('leaves ordinary text alone: %j', (text) => {
    expect(maskContactDetails(text)).toEqual({ text, kinds: [] });
  });

  it('masks every occurrence and keeps the words around them', () => {
    const result = maskContactDetails('a 9876543210 b x@y.com c');
    expect(result.text).toBe(`a ${CONTACT_MASK} b ${CONTACT_MASK} c`);
    expect(result.kinds.sort()).toEqual(['email', 'phone']);
  });
});
