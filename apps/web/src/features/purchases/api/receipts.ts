import { receiptsEndpoints } from '@app/contract';
import { callApiForBlob } from '@/lib/api-client';

/** A paid purchase's receipt as PDF bytes (the request needs the customer's or an admin's token). */
export const fetchReceiptPdf = (purchaseId: string) =>
  callApiForBlob(receiptsEndpoints.pdf, { params: { purchaseId }, accept: 'application/pdf' });

/** One month's receipts as the filing CSV (admins only). */
export const exportReceipts = (month: string) =>
  callApiForBlob(receiptsEndpoints.exportCsv, { query: { month }, accept: 'text/csv' });
