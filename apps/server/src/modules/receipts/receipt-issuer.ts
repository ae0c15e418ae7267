import { financialYearOf, receiptNumberOf, splitGst } from '@app/contract';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../config.ts';
import { testPaymentProvider } from '../payments/payment-provider.ts';
import { findReceiptCustomer, insertReceipt, takeNextReceiptNumber } from './receipts.repository.ts';

export type ReceiptSettings = Config['receipts'];

/** What a paid purchase tells its receipt (the wallet's purchase row has these). */
type PaidPurchase = {
  id: string;
  customerId: string;
  planName: string;
  pricePaise: number;
  coins: number;
  bonusCoins: number;
  provider: string;
};

/** Test mode's series beside the real one: its receipts never take a number of the tax series. */
const TEST_SERIES_PREFIX = 'TEST-';

/**
 * Issues tax receipts. `issue` runs in the transaction that credits a paid purchase (the wallet's one
 * crediting step), after the ledger posting: it takes the next number of the series of the payment's
 * financial year (India's date) and stores a frozen copy of everything the receipt shows. A purchase
 * paid through the test-mode provider (no money taken) gets a receipt of its own TEST series.
 */
export const createReceiptIssuer = (settings: ReceiptSettings) => ({
  async issue(tx: Db, purchase: PaidPurchase, paymentId: string, paidAt: Date) {
    const isTest = purchase.provider === testPaymentProvider.name;
    const series = `${isTest ? TEST_SERIES_PREFIX : ''}${settings.seriesPrefix}/${financialYearOf(paidAt)}`;
    const customer = await findReceiptCustomer(tx, purchase.customerId);
    const sequence = await takeNextReceiptNumber(tx, series);
    const split = splitGst(purchase.pricePaise, settings.gstPercent, settings.gstSplit);
    await insertReceipt(tx, {
      purchaseId: purchase.id,
      series,
      sequence,
      number: receiptNumberOf(series, sequence),
      isTest,
      issuedAt: paidAt,
      sellerLegalName: settings.sellerLegalName,
      sellerAddress: settings.sellerAddress,
      sellerGstin: settings.sellerGstin,
      sacCode: settings.sacCode,
      customerId: purchase.customerId,
      customerName: customer?.name ?? '',
      customerEmail: customer?.email ?? '',
      planName: purchase.planName,
      coins: purchase.coins + purchase.bonusCoins,
      gstPercent: settings.gstPercent,
      gstSplit: settings.gstSplit,
      totalPaise: split.totalPaise,
      taxablePaise: split.taxablePaise,
      cgstPaise: split.cgstPaise,
      sgstPaise: split.sgstPaise,
      igstPaise: split.igstPaise,
      paymentId,
    });
  },
});

export type ReceiptIssuer = ReturnType<typeof createReceiptIssuer>;
