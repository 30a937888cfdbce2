/**
 * The text pdfkit draws: its uncompressed `[<hex> kern <hex>] TJ` arrays, one line each. Enough to
 * check what a bio-data PDF says without a PDF library; the API tests and the e2e download test
 * both read PDFs this way.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const [, array] of pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    lines.push(
      [...array!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'))
        .join(''),
    );
  }
  return lines.join('\n');
}
