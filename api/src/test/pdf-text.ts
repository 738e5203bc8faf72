/**
 * Test helper: the text a PDF shows, good enough to check that a generated document names
 * what it should. Reads pdfkit's output: each content stream (deflated or not), each text
 * operator's hex strings (`[<48656c6c6f> 30 <21>] TJ`) decoded as WinAnsi and joined per operator.
 */
import { inflateSync } from 'node:zlib';

function contentStreams(pdf: Buffer): string[] {
  const streams: string[] = [];
  const raw = pdf.toString('latin1');
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    const body = pdf.subarray(start, end);
    try {
      streams.push((match[1].includes('/FlateDecode') ? inflateSync(body) : body).toString('latin1'));
    } catch {
      // Not a content stream pdfkit wrote (e.g. a font program): it shows no text.
    }
  }
  return streams;
}

export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const operator of stream.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = operator[1] ? [...operator[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]) : [operator[2]];
      lines.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('\n');
}
