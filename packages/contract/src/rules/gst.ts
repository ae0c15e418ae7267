// GST on a plan's price (issue 22 §2). Prices include GST; every figure is integer paise, no floats.

/** How the GST of a receipt is shown: one IGST line, or CGST and SGST halves (intra-state supply). */
export const GST_SPLITS = ['CGST_SGST', 'IGST'] as const;
export type GstSplit = (typeof GST_SPLITS)[number];

export type GstBreakdown = {
  totalPaise: number;
  taxablePaise: number;
  gstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/**
 * Splits a GST-inclusive price of `totalPaise` at `gstPercent` (a whole percent):
 * taxable = round(P × 100 / (100 + g)) half up, in integers; GST = P − taxable, so the two always add
 * up to what the customer paid. With CGST_SGST, SGST = floor(GST / 2) and CGST = GST − SGST (the odd
 * paisa, if any, goes to CGST); with IGST the whole GST is IGST.
 */
export const splitGst = (totalPaise: number, gstPercent: number, split: GstSplit): GstBreakdown => {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new RangeError('price must be whole paise');
  if (!Number.isInteger(gstPercent) || gstPercent < 0 || gstPercent > 100) {
    throw new RangeError('GST percent must be a whole number from 0 to 100');
  }
  const divisor = 100 + gstPercent;
  // round half up of totalPaise * 100 / divisor, as floor((2 * P * 100 + divisor) / (2 * divisor))
  const taxablePaise = Math.floor((2 * totalPaise * 100 + divisor) / (2 * divisor));
  const gstPaise = totalPaise - taxablePaise;
  const sgstPaise = split === 'CGST_SGST' ? Math.floor(gstPaise / 2) : 0;
  const cgstPaise = split === 'CGST_SGST' ? gstPaise - sgstPaise : 0;
  return {
    totalPaise,
    taxablePaise,
    gstPaise,
    cgstPaise,
    sgstPaise,
    igstPaise: split === 'IGST' ? gstPaise : 0,
  };
};

/** India's offset from UTC (no daylight saving): financial years and receipt months are India's. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The financial year (April–March, by India's date) of a moment: 2026-04-01 IST → '2026-27'. */
export const financialYearOf = (at: Date) => {
  const india = new Date(at.getTime() + INDIA_OFFSET_MS);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

/** The UTC bounds [from, to) of a calendar month ('2026-04') in India's time. */
export const indiaMonthBounds = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, monthNumber - 1, 1) - INDIA_OFFSET_MS),
    to: new Date(Date.UTC(year, monthNumber, 1) - INDIA_OFFSET_MS),
  };
};

/** Digits of a receipt's number within its series: LW/2026-27/000123. */
const RECEIPT_NUMBER_DIGITS = 6;

/** A receipt's number: its series (prefix and financial year) and its place in that series. */
export const receiptNumberOf = (series: string, sequence: number) =>
  `${series}/${String(sequence).padStart(RECEIPT_NUMBER_DIGITS, '0')}`;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Whether a GSTIN is well formed: 2-digit state code, a PAN (5 letters, 4 digits, 1 letter), the
 * entity number, 'Z', and the check character (mod-36 weighted sum, as GSTN computes it).
 */
export const isValidGstin = (gstin: string) => {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARS.indexOf(gstin.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return gstin.charAt(14) === GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
};

/** Paise as rupees with two decimals and no sign or separators, for CSV files: 118000 → '1180.00'. */
export const rupeesDecimal = (paise: number) =>
  `${paise < 0 ? '-' : ''}${Math.floor(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;
