import { describe, expect, it } from 'vitest';
import { SESSION_END_REASONS } from '../constants.ts';
import { describeSessionEnd } from './session-endings.ts';

describe('describeSessionEnd', () => {
  it('a customer whose coins ran out reads "<name>\'s coins ran out" to the listener', () => {
    expect(describeSessionEnd('INSUFFICIENT_BALANCE', 'listener', { customerName: 'Priya' })).toBe(
      "Priya's coins ran out.",
    );
    expect(describeSessionEnd('INSUFFICIENT_BALANCE', 'customer', { listenerName: 'Kabir' })).toBe(
      'Your coins ran out, so the session ended by itself.',
    );
  });

  it('names who ended it, from the reader’s side', () => {
    const people = { customerName: 'Priya', listenerName: 'Kabir' };
    expect(describeSessionEnd('ENDED_BY_CUSTOMER', 'listener', people)).toBe('Priya ended the session.');
    expect(describeSessionEnd('ENDED_BY_CUSTOMER', 'customer', people)).toBe('You ended the session.');
    expect(describeSessionEnd('CLOSED_BY_LISTENER', 'listener', people)).toBe('You closed the session.');
    expect(describeSessionEnd('CLOSED_BY_LISTENER', 'customer', people)).toBe('Kabir ended the session.');
  });

  it.each(SESSION_END_REASONS)('%s is a sentence for both sides, never a code or a bare reason', (reason) => {
    for (const viewer of ['listener', 'customer'] as const) {
      const text = describeSessionEnd(reason, viewer, { customerName: 'Priya', listenerName: 'Kabir' });
      expect(text).toMatch(/^[A-Z].*\.$/);
      expect(text).not.toContain(reason);
      expect(text.toLowerCase()).not.toContain('insufficient balance');
    }
  });

  it('a block or deactivation stays neutral; missing names fall back to a role', () => {
    expect(describeSessionEnd('ENDED_BY_PLATFORM', 'listener', { customerName: 'Priya' })).toBe(
      'This session has ended.',
    );
    expect(describeSessionEnd('INSUFFICIENT_BALANCE', 'listener', { customerName: '  ' })).toBe(
      "The customer's coins ran out.",
    );
    expect(describeSessionEnd('CLOSED_BY_LISTENER', 'customer')).toBe('Your listener ended the session.');
  });
});
