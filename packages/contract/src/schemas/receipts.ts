import { z } from 'zod';
import { receiptsMessages } from '../messages/receipts.ts';
import { GST_SPLITS } from '../rules/gst.ts';

/**
 * A purchase's tax receipt as it was issued when the purchase was paid (a frozen copy: later changes
 * of the seller's settings, the plan or the customer's name do not change it). Amounts in paise.
 */
export const receiptSchema = z.object({
  purchaseId: z.string(),
  number: z.string(),
  /** A test-mode purchase's receipt (its own TEST series): no money was taken, not a tax invoice. */
  isTest: z.boolean(),
  issuedAt: z.string(),
  seller: z.object({ legalName: z.string(), address: z.string(), gstin: z.string() }),
  customer: z.object({ name: z.string(), email: z.string() }),
  planName: z.string(),
  coins: z.number().int(),
  sacCode: z.string(),
  gstPercent: z.number().int(),
  gstSplit: z.enum(GST_SPLITS),
  totalPaise: z.number().int(),
  taxablePaise: z.number().int(),
  gstPaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  paymentId: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** A calendar month in India's time, for the admin's CSV export of receipts. */
export const receiptsExportQuerySchema = z.object({
  month: z
    .string({ error: receiptsMessages.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, receiptsMessages.monthInvalid),
});

/** The columns of the receipts CSV, in order (amounts in rupees with two decimals). */
export const RECEIPT_CSV_COLUMNS = [
  'number',
  'date',
  'customer_name',
  'customer_email',
  'plan',
  'taxable_value',
  'gst',
  'total',
  'payment_id',
] as const;
