import PDFDocument from 'pdfkit';

export interface BookPdfText {
  /** Latin-script title: pdfkit's built-in fonts have no Urdu or Devanagari glyphs. */
  title: string;
  author?: string | undefined;
  summary?: string | undefined;
}

export const DEMO_COPY_NOTE = 'This is a demonstration copy.';

/** A one-page PDF (a few KB) so the book shelf's download and counter can be tried end to end. */
export function makeBookPdf({ title, author, summary }: BookPdfText): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A5',
      margin: 48,
      info: { Title: title, Author: author ?? 'Rishta' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (data: Buffer) => chunks.push(data));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(20).text(title, { align: 'center' });
    if (author) doc.moveDown(0.5).font('Helvetica-Oblique').fontSize(13).text(author, { align: 'center' });
    if (summary) doc.moveDown(1.5).font('Times-Roman').fontSize(12).text(summary, { align: 'justify' });
    doc
      .moveDown(2)
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#555555')
      .text(DEMO_COPY_NOTE, { align: 'center' });
    doc.end();
  });
}
