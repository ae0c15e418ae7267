import { localized } from '../i18n/localized.ts';
/**
 * Tax receipts of plan purchases (issue 22 §2): every text printed on a receipt or said about one. A tax
 * adviser decides the final wording; the seller's details, the SAC code, the rate and the series prefix
 * are settings (README, Settings).
 */
export const receiptsMessages = localized('receipts', {
  title: 'Tax receipt',
  /** Printed on a receipt of a test-mode purchase (no real money, its own TEST series). */
  testBanner: 'TEST MODE: no money was taken. This is not a tax invoice.',
  numberLabel: 'Receipt number',
  dateLabel: 'Date',
  sellerHeading: 'Sold by',
  gstinLabel: 'GSTIN',
  customerHeading: 'Billed to',
  descriptionLabel: 'Description',
  planLine: (planName: string, coins: number) => `${planName}: ${coins} coins`,
  sacLabel: 'SAC',
  taxableLabel: 'Taxable value',
  igstLabel: (percent: number) => `IGST @ ${percent}%`,
  cgstLabel: (percent: string) => `CGST @ ${percent}%`,
  sgstLabel: (percent: string) => `SGST @ ${percent}%`,
  totalLabel: 'Total (GST included)',
  paymentIdLabel: 'Payment id',
  /** Amounts on the PDF (its standard fonts have no rupee sign). */
  amount: (rupees: string) => `INR ${rupees}`,
  footer: 'Prices include GST. This receipt was issued electronically and needs no signature.',
  notFound: 'Receipt not found',
  noReceipt: 'This purchase has no receipt: only paid purchases have one.',
  monthInvalid: 'Month must be YYYY-MM',
  customersOrAdmins: 'Only customers and admins can read receipts.',
  open: 'Receipt',
  /** The button's name where several receipts are listed: 'Receipt LW/2025/0001'. */
  openNumbered: (number: string) => `Receipt ${number}`,
  exportLabel: 'Month',
  exportButton: 'Export receipts CSV',
  exportFailed: 'The receipts could not be exported. Try again.',
} as const);

/** A receipt's file name: ASCII in every language (it travels in a Content-Disposition header). */
export const receiptFileName = (number: string) => `receipt-${number.replaceAll('/', '-')}.pdf`;
