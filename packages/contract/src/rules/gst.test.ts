import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  indiaMonthBounds,
  isValidGstin,
  receiptNumberOf,
  rupeesDecimal,
  splitGst,
} from './gst.ts';

describe('splitGst', () => {
  it('splits a price that divides exactly', () => {
    expect(splitGst(118_00, 18, 'IGST')).toEqual({
      totalPaise: 118_00,
      taxablePaise: 100_00,
      gstPaise: 18_00,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_00,
    });
  });

  it('rounds the taxable value half up, in integers, and GST is the rest', () => {
    // 99.00 × 100 / 118 = 83.898… → 83.90; GST 15.10
    expect(splitGst(9_900, 18, 'IGST')).toMatchObject({ taxablePaise: 8_390, gstPaise: 1_510 });
    // 59 × 100 / 118 = 50 exactly; 1 paisa: 0.847… → 1, so no GST on it
    expect(splitGst(59, 18, 'IGST')).toMatchObject({ taxablePaise: 50, gstPaise: 9 });
    expect(splitGst(1, 18, 'IGST')).toMatchObject({ taxablePaise: 1, gstPaise: 0 });
    // 21 × 100 / 105 = 20 exactly
    expect(splitGst(21, 5, 'IGST')).toMatchObject({ taxablePaise: 20, gstPaise: 1 });
    // exactly half a paisa rounds up (not to even): 100 / 200 = 0.5 → 1, 300 / 200 = 1.5 → 2
    expect(splitGst(1, 100, 'IGST')).toMatchObject({ taxablePaise: 1, gstPaise: 0 });
    expect(splitGst(3, 100, 'IGST')).toMatchObject({ taxablePaise: 2, gstPaise: 1 });
    // 20 × 100 / 118 = 16.949… → 17
    expect(splitGst(20, 18, 'IGST')).toMatchObject({ taxablePaise: 17, gstPaise: 3 });
  });

  it('always adds up to the price, for every price up to ₹10,000 at the usual rates', () => {
    for (const percent of [0, 5, 12, 18, 28]) {
      for (let price = 0; price <= 1_000_000; price += 997) {
        const split = splitGst(price, percent, 'CGST_SGST');
        expect(split.taxablePaise + split.cgstPaise + split.sgstPaise).toBe(price);
        // the exact value, in integers: |taxable × (100 + g) − price × 100| ≤ (100 + g) / 2
        expect(Math.abs(split.taxablePaise * (100 + percent) - price * 100) * 2).toBeLessThanOrEqual(
          100 + percent,
        );
      }
    }
  });

  it('gives an odd paisa of GST to CGST when split in halves', () => {
    expect(splitGst(9_900, 18, 'CGST_SGST')).toMatchObject({
      gstPaise: 1_510,
      cgstPaise: 755,
      sgstPaise: 755,
    });
    expect(splitGst(20, 18, 'CGST_SGST')).toMatchObject({
      gstPaise: 3,
      cgstPaise: 2,
      sgstPaise: 1,
      igstPaise: 0,
    });
  });

  it('at 0 % the whole price is taxable', () => {
    expect(splitGst(9_900, 0, 'IGST')).toMatchObject({ taxablePaise: 9_900, gstPaise: 0 });
  });

  it('refuses a fractional price or rate', () => {
    expect(() => splitGst(1.5, 18, 'IGST')).toThrow(RangeError);
    expect(() => splitGst(100, 2.5, 'IGST')).toThrow(RangeError);
  });
});

describe('financialYearOf', () => {
  it('turns on 1 April in India, not in UTC', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26'); // 23:59:59 IST, 31 March
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27'); // 00:00 IST, 1 April
    expect(financialYearOf(new Date('2099-12-31T12:00:00Z'))).toBe('2099-00');
  });
});

describe('indiaMonthBounds', () => {
  it("answers India's month in UTC", () => {
    expect(indiaMonthBounds('2026-04')).toEqual({
      from: new Date('2026-03-31T18:30:00Z'),
      to: new Date('2026-04-30T18:30:00Z'),
    });
    expect(indiaMonthBounds('2026-12').to).toEqual(new Date('2026-12-31T18:30:00Z'));
  });
});

describe('receipt numbers and GSTINs', () => {
  it('pads the number within its series', () => {
    expect(receiptNumberOf('LW/2026-27', 123)).toBe('LW/2026-27/000123');
  });

  it('checks the GSTIN check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AABCU9603R1ZJ')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
  });

  it('writes rupees with two decimals for CSV', () => {
    expect(rupeesDecimal(118_000)).toBe('1180.00');
    expect(rupeesDecimal(5)).toBe('0.05');
  });
});
