import { describe, expect, it } from 'vitest';
import { CONTACT_MASK } from '../constants.ts';
import { screenMessage } from './screen.ts';

describe('screenMessage', () => {
  it('passes an ordinary message through untouched, with no flags', () => {
    expect(screenMessage('I had a long day at work, can we talk?')).toEqual({
      text: 'I had a long day at work, can we talk?',
      masked: false,
      flags: [],
    });
  });

  it('masks contact details and flags their kinds, then a crisis phrase and abusive words', () => {
    const screened = screenMessage('you idiot, I want to kill myself, call 98765 43210');
    expect(screened.text).toBe(`you idiot, I want to kill myself, call ${CONTACT_MASK}`);
    expect(screened.masked).toBe(true);
    expect(screened.flags).toEqual(['phone', 'crisis', 'abuse']);
  });

  it('reads the lists in Devanagari and romanised Hindi as well', () => {
    expect(screenMessage('मैं मर जाना चाहता हूँ').flags).toEqual(['crisis']);
    expect(screenMessage('ab zinda nahi rehna').flags).toEqual(['crisis']);
    expect(screenMessage('garmi se mar gaye aaj').flags).toEqual([]);
  });
});
