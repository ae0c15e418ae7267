import { describe, expect, it } from 'vitest';
import { dropOrder, fitStep } from '@/components/data-table/column-fit';

// Name 200, Email 250, Role 100, Joined 120, actions 50: 720 px with every column.
const widths: Record<string, number> = { name: 200, email: 250, role: 100, joined: 120, actions: 50 };
const tableWidth = (dropped: readonly string[]) =>
  Object.entries(widths)
    .filter(([id]) => !dropped.includes(id))
    .reduce((sum, [, width]) => sum + width, 0);
const order = dropOrder([
  { id: 'name' },
  { id: 'email', priority: 1 },
  { id: 'role', priority: 3 },
  { id: 'joined', priority: 2 },
  { id: 'actions' },
]);

/** Runs fitStep until nothing changes, as the table does (one column per layout pass). */
function settle(available: number, candidates: readonly string[] = order): readonly string[] {
  let current: readonly string[] = [];
  for (let pass = 0; pass < 20; pass += 1) {
    const next = fitStep(current, { available, needed: tableWidth(current), candidates });
    if (next === current) return current;
    current = next;
  }
  throw new Error('fitting did not settle');
}

describe('dropOrder', () => {
  it('puts the highest priority number first, the rightmost first on a tie, and leaves out columns without one', () => {
    expect(order).toEqual(['role', 'joined', 'email']);
    expect(dropOrder([{ id: 'a', priority: 1 }, { id: 'b', priority: 1 }, { id: 'c' }])).toEqual(['b', 'a']);
  });
});

describe('fitStep', () => {
  it('changes nothing (the same array) when the table fits', () => {
    const none: string[] = [];
    expect(fitStep(none, { available: 800, needed: 720, candidates: order })).toBe(none);
    expect(settle(720)).toEqual([]);
  });

  it('hides one column per step, least important first, until the table fits', () => {
    expect(fitStep([], { available: 500, needed: 720, candidates: order })).toEqual(['role']);
    expect(settle(620)).toEqual(['role']);
    expect(settle(618)).toEqual(['role', 'joined']);
    expect(settle(250)).toEqual(['role', 'joined', 'email']);
  });

  it('stops when nothing is left to hide: the table then scrolls', () => {
    const all = settle(100);
    expect(all).toEqual(['role', 'joined', 'email']);
    expect(fitStep(all, { available: 100, needed: tableWidth(all), candidates: order })).toBe(all);
  });

  it('never hides a column that is not a candidate (the user chose to show it)', () => {
    expect(settle(300, ['role', 'joined'])).toEqual(['role', 'joined']);
  });

  it('allows a pixel of rounding', () => {
    expect(fitStep([], { available: 500, needed: 501, candidates: order })).toEqual([]);
    expect(fitStep([], { available: 500, needed: 502, candidates: order })).toEqual(['role']);
  });
});
