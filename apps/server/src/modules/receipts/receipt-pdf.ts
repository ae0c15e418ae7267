import PDFDocument from 'pdfkit';
import { DASHBOARD_TIME_ZONE, messages, rupeesDecimal, type Receipt } from '@app/contract';

const m = messages.receipts;

/** The receipt's date as India reads it: 27 Nov 2026. */
export const receiptDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: DASHBOARD_TIME_ZONE,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));

/** Half of a whole percent as printed: 18 → '9', 5 → '2.5'. */
const halfPercent = (percent: number) => (percent % 2 === 0 ? String(percent / 2) : `${(percent - 1) / 2}.5`);

/** The tax lines of a receipt: IGST alone, or CGST and SGST. */
const taxLines = (receipt: Receipt): [string, number][] =>
  receipt.gstSplit === 'IGST'
    ? [[m.igstLabel(receipt.gstPercent), receipt.igstPaise]]
    : [
        [m.cgstLabel(halfPercent(receipt.gstPercent)), receipt.cgstPaise],
        [m.sgstLabel(halfPercent(receipt.gstPercent)), receipt.sgstPaise],
      ];

/**
 * Draws a receipt as an A4 PDF (pdfkit, its standard Helvetica: no font files shipped). Made on each
 * request from the stored copy, so it always shows what was issued.
 */
export const renderReceiptPdf = (receipt: Receipt): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `${m.title} ${receipt.number}`, Author: receipt.seller.legalName },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const amount = (paise: number) => m.amount(rupeesDecimal(paise));
    const row = (label: string, value: string, bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(11);
      doc.text(label, 50, y, { width: 180 });
      const labelBottom = doc.y;
      doc.text(value, 230, y, { width: 315, align: 'right' });
      doc.y = Math.max(labelBottom, doc.y);
      doc.moveDown(0.4);
    };

    doc.font('Helvetica-Bold').fontSize(20).text(m.title);
    if (receipt.isTest)
      doc.moveDown(0.3).fontSize(11).fillColor('#b91c1c').text(m.testBanner).fillColor('black');
    doc.moveDown();
    row(m.numberLabel, receipt.number);
    row(m.dateLabel, receiptDate(receipt.issuedAt));
    doc.moveDown();

    doc.font('Helvetica-Bold').fontSize(11).text(m.sellerHeading);
    doc.font('Helvetica').text(receipt.seller.legalName).text(receipt.seller.address);
    doc.text(`${m.gstinLabel}: ${receipt.seller.gstin}`);
    doc.moveDown();
    doc.font('Helvetica-Bold').text(m.customerHeading);
    doc.font('Helvetica').text(receipt.customer.name).text(receipt.customer.email);
    doc.moveDown();

    row(m.descriptionLabel, `${m.sacLabel} ${receipt.sacCode}`, true);
    doc.font('Helvetica').text(m.planLine(receipt.planName, receipt.coins), 50).moveDown(0.4);
    row(m.taxableLabel, amount(receipt.taxablePaise));
    for (const [label, paise] of taxLines(receipt)) row(label, amount(paise));
    row(m.totalLabel, amount(receipt.totalPaise), true);
    doc.moveDown();
    row(m.paymentIdLabel, receipt.paymentId);
    doc.moveDown(2);
    doc.font('Helvetica').fontSize(9).fillColor('#555555').text(m.footer, 50);
    doc.end();
  });
