import type { Catalogue } from '../catalogue.ts';

// The server draws receipts as PDFs in pdfkit's standard Helvetica, which has no Devanagari: the PDF must
// be drawn in English (or with a Devanagari font) before the server answers in Hindi.
export const receiptsHi = {
  'receipts.title': 'टैक्स रसीद',
  'receipts.testBanner': 'टेस्ट मोड: कोई पैसा नहीं लिया गया। यह टैक्स इनवॉइस नहीं है।',
  'receipts.numberLabel': 'रसीद नंबर',
  'receipts.dateLabel': 'तारीख',
  'receipts.sellerHeading': 'विक्रेता',
  'receipts.gstinLabel': 'GSTIN',
  'receipts.customerHeading': 'बिल प्राप्तकर्ता',
  'receipts.descriptionLabel': 'विवरण',
  'receipts.planLine': '{0}: {1, number} कॉइन',
  'receipts.sacLabel': 'SAC',
  'receipts.taxableLabel': 'कर-योग्य मूल्य',
  'receipts.igstLabel': 'IGST @ {0}%',
  'receipts.cgstLabel': 'CGST @ {0}%',
  'receipts.sgstLabel': 'SGST @ {0}%',
  'receipts.totalLabel': 'कुल (GST सहित)',
  'receipts.paymentIdLabel': 'भुगतान ID',
  'receipts.amount': 'INR {0}',
  'receipts.footer':
    'कीमतों में GST शामिल है। यह रसीद इलेक्ट्रॉनिक रूप से जारी की गई है और इस पर हस्ताक्षर की ज़रूरत नहीं है।',
  'receipts.notFound': 'रसीद नहीं मिली',
  'receipts.noReceipt':
    'इस खरीदारी की कोई रसीद नहीं है: रसीद सिर्फ़ उन्हीं खरीदारियों की बनती है जिनका भुगतान हो चुका है।',
  'receipts.monthInvalid': 'महीना YYYY-MM के रूप में होना चाहिए',
  'receipts.customersOrAdmins': 'रसीदें सिर्फ़ ग्राहक और एडमिन देख सकते हैं।',
  'receipts.open': 'रसीद',
  'receipts.openNumbered': 'रसीद {0}',
  'receipts.exportLabel': 'महीना',
  'receipts.exportButton': 'रसीदें CSV में एक्सपोर्ट करें',
  'receipts.exportFailed': 'रसीदें एक्सपोर्ट नहीं हो पाईं। दोबारा कोशिश करें।',
} satisfies Catalogue;
