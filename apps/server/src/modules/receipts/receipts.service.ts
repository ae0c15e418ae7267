import {
  GST_SPLITS,
  RECEIPT_CSV_COLUMNS,
  indiaMonthBounds,
  messages,
  rupeesDecimal,
  type GstSplit,
  type Receipt,
  receiptFileName,
} from '@app/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { csvText } from '../../lib/csv.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { receiptDate, renderReceiptPdf } from './receipt-pdf.ts';
import { inSourceLanguage } from '../../lib/locale-context.ts';
import {
  findPurchaseOwner,
  findReceipt,
  listReceiptsIssuedBetween,
  type ReceiptRow,
} from './receipts.repository.ts';

/** Rows in one month's export; more is a sign something is wrong (and would need paging). */
const EXPORT_MAX_ROWS = 100_000;

const m = messages.receipts;

/** The stored split (a CHECK keeps it one of GST_SPLITS). */
const splitOf = (stored: string): GstSplit => {
  const split = GST_SPLITS.find((known) => known === stored);
  if (!split) throw new Error(`receipt with an unknown GST split ${stored}`);
  return split;
};

const toReceipt = (row: ReceiptRow): Receipt => ({
  purchaseId: row.purchaseId,
  number: row.number,
  isTest: row.isTest,
  issuedAt: row.issuedAt.toISOString(),
  seller: { legalName: row.sellerLegalName, address: row.sellerAddress, gstin: row.sellerGstin },
  customer: { name: row.customerName, email: row.customerEmail },
  planName: row.planName,
  coins: row.coins,
  sacCode: row.sacCode,
  gstPercent: row.gstPercent,
  gstSplit: splitOf(row.gstSplit),
  totalPaise: row.totalPaise,
  taxablePaise: row.taxablePaise,
  gstPaise: row.cgstPaise + row.sgstPaise + row.igstPaise,
  cgstPaise: row.cgstPaise,
  sgstPaise: row.sgstPaise,
  igstPaise: row.igstPaise,
  paymentId: row.paymentId,
});

/** Tax receipts: read by their customer (or an admin), as JSON or PDF; a month's as CSV for filing. */
export const createReceiptsService = ({ db }: { db: Db }) => {
  /**
   * The receipt of a purchase the caller may read: a customer only their own (someone else's purchase
   * is "not found", as on the purchase screen), an admin any. A purchase not paid yet, or paid before
   * receipts existed, has none.
   */
  const readable = async (user: CurrentUser, purchaseId: string) => {
    const purchase = await findPurchaseOwner(db, purchaseId);
    if (!purchase || (user.role !== 'ADMIN' && purchase.customerId !== user.id)) {
      throw new AppError('NOT_FOUND', m.notFound);
    }
    const row = await findReceipt(db, purchaseId);
    if (!row) throw new AppError('NOT_FOUND', m.noReceipt);
    return toReceipt(row);
  };

  return {
    async get(user: CurrentUser, purchaseId: string) {
      return { data: await readable(user, purchaseId) };
    },

    async pdf(user: CurrentUser, purchaseId: string) {
      const receipt = await readable(user, purchaseId);
      return {
        fileName: receiptFileName(receipt.number), // A tax document, drawn in English (its font has no Devanagari) whatever the screen's language.
        bytes: await inSourceLanguage(() => renderReceiptPdf(receipt)),
      };
    },

    /** One month's (India's calendar) receipts of the real series as CSV, in number order. */
    async exportCsv(month: string) {
      const { from, to } = indiaMonthBounds(month);
      const rows = await listReceiptsIssuedBetween(db, from, to, EXPORT_MAX_ROWS);
      return csvText(
        RECEIPT_CSV_COLUMNS,
        rows.map((row) => [
          row.number,
          receiptDate(row.issuedAt.toISOString()),
          row.customerName,
          row.customerEmail,
          row.planName,
          rupeesDecimal(row.taxablePaise),
          rupeesDecimal(row.cgstPaise + row.sgstPaise + row.igstPaise),
          rupeesDecimal(row.totalPaise),
          row.paymentId,
        ]),
      );
    },
  };
};

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
