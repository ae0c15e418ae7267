import { describe, expect, it } from 'vitest';
import { formatAcceptTime, formatPercent, formatRating } from '@/lib/quality-format';

describe('quality figures', () => {
  it('percentages with at most one decimal; nothing to count is a dash', () => {
    expect(formatPercent(92.5)).toBe('92.5%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(null)).toBe('—');
  });

  it('median time to accept in seconds, minutes, or hours and minutes', () => {
    expect(formatAcceptTime(0)).toBe('0 s');
    expect(formatAcceptTime(45)).toBe('45 s');
    expect(formatAcceptTime(59.6)).toBe('1 min');
    expect(formatAcceptTime(60)).toBe('1 min');
    expect(formatAcceptTime(170)).toBe('3 min');
    expect(formatAcceptTime(3600)).toBe('1 h');
    expect(formatAcceptTime(3900)).toBe('1 h 5 min');
    expect(formatAcceptTime(null)).toBe('—');
  });

  it('ratings always with one decimal', () => {
    expect(formatRating(4.6)).toBe('4.6');
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(null)).toBe('—');
  });
});
