// Small but real upload files, built in memory: a PNG the browser can draw, a PDF, and an HTML page
// disguised with a .png name (uploads are judged by content, never by name).
import { deflateSync } from 'node:zlib';

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Buffer): number => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
};

/** A valid RGB PNG of `size`×`size` pixels: a diagonal gradient, so it is visibly a picture. */
export const makePng = (size = 64): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  // compression, filter, interlace: 0
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB triples
    for (let x = 0; x < size; x += 1) {
      row[1 + x * 3] = Math.round((x / size) * 255);
      row[2 + x * 3] = 120;
      row[3 + x * 3] = Math.round((y / size) * 255);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A minimal one-page PDF with a correct cross-reference table. */
export const makePdf = (text = 'ListenWell ID proof'): Buffer => {
  const content = `BT /F1 18 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

export const pngFile = (name = 'picture.png'): UploadFile => ({
  name,
  mimeType: 'image/png',
  buffer: makePng(),
});

export const pdfFile = (name = 'id-proof.pdf'): UploadFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: makePdf(),
});

/** An HTML page named and typed as a PNG: the server must refuse it by its content. */
export const htmlAsPngFile = (): UploadFile => ({
  name: 'not-really.png',
  mimeType: 'image/png',
  buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script>Hello</body></html>\n'),
});
