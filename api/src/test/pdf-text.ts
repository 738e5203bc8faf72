/**
 * Test helper: the text a PDF shows, read by a PDF text library (pdf2json, a port of PDF.js)
 * rather than by the code that wrote it, so a font whose characters do not map back to Unicode
 * (ă, ș, ț coming out as other glyphs) fails the test. Lines come in the reader's order.
 */
import PDFParser from 'pdf2json';

export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    // verbosity 0: errors only (not PDF.js's "Setting up fake worker." warning).
    const parser = new PDFParser(null, true);
    parser.on('pdfParser_dataError', (error) => reject(error instanceof Error ? error : error.parserError));
    parser.on('pdfParser_dataReady', () => resolve(parser.getRawTextContent().replace(/\r\n/g, '\n')));
    parser.parseBuffer(pdf, 0);
  });
}
