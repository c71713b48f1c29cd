import ExcelJS from 'exceljs';
import sharp from 'sharp';

/** Kinds of demo class files, made at seed time so they are real files of their type. */
export type DemoFileKind = 'pdf' | 'png' | 'xlsx';

const CONTENT_TYPES: Record<DemoFileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
const KINDS: Record<DemoFileKind, 1 | 2> = { pdf: 1, png: 2, xlsx: 1 };

/** A one-page PDF that says `title`. */
function pdf(title: string): Buffer {
  const text = title.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function xlsx(title: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet 1');
  sheet.addRow([title]);
  sheet.addRow(['1', 'Read chapter 1']);
  sheet.addRow(['2', 'Try the exercises']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The bytes, content type and kind (1 document, 2 image) of a demo file. */
export async function demoFile(kind: DemoFileKind, title: string): Promise<{ bytes: Buffer; contentType: string; kind: 1 | 2 }> {
  const bytes = kind === 'pdf' ? pdf(title)
    : kind === 'png' ? await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2f6fde' } }).png().toBuffer()
    : await xlsx(title);
  return { bytes, contentType: CONTENT_TYPES[kind], kind: KINDS[kind] };
}
