/**
 * One-page PDF 1.4 files written byte by byte (Helvetica and Helvetica-Bold, WinAnsi text, a correct
 * xref table): the key-facts statements the server makes per release and the documents
 * src/cli/make-assets.ts writes under public/.
 */
export type Font = 'regular' | 'bold';
export interface TextLine {
  text: string;
  font: Font;
  size: number;
  /** Space before the line, in points. */
  gap?: number;
  /** Second column text (tables). */
  value?: string;
  indent?: number;
}

export const PAGE = { width: 595, height: 842, margin: 56 };
/** Where a table's second column starts, from the line's start. */
export const VALUE_COLUMN = 300;

function pdfString(text: string): string {
  for (const ch of text) if (ch.charCodeAt(0) > 126 || ch.charCodeAt(0) < 32) throw new Error(`Non-ASCII character in PDF text: ${text}`);
  return '(' + text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)') + ')';
}

/** Wraps a paragraph to lines that fit the page width (Helvetica averages about half an em a glyph). */
export function wrap(text: string, size: number, width: number): string[] {
  const max = Math.floor(width / (size * 0.5));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A one-page PDF 1.4: catalog, pages, page, two standard fonts, one content stream, info. */
export function buildPdf(title: string, lines: TextLine[]): Buffer {
  const ops: string[] = [];
  let y = PAGE.height - PAGE.margin;
  for (const line of lines) {
    y -= (line.gap ?? 0) + line.size * 1.35;
    if (y < PAGE.margin) throw new Error(`${title}: text does not fit on one page`);
    const font = line.font === 'bold' ? 'F2' : 'F1';
    const x = PAGE.margin + (line.indent ?? 0);
    ops.push(`BT /${font} ${line.size} Tf 1 0 0 1 ${x} ${round(y)} Tm ${pdfString(line.text)} Tj ET`);
    if (line.value !== undefined) ops.push(`BT /F2 ${line.size} Tf 1 0 0 1 ${PAGE.margin + VALUE_COLUMN} ${round(y)} Tm ${pdfString(line.value)} Tj ET`);
    if (line.font === 'bold' && line.size >= 16) {
      ops.push(`0.70 0.07 0.18 RG 1.5 w ${PAGE.margin} ${round(y - 8)} m ${PAGE.width - PAGE.margin} ${round(y - 8)} l S`);
    }
  }
  const stream = ops.join('\n') + '\n';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`,
    `<< /Title ${pdfString(title)} /Producer (Quick Apply) >>`,
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0].length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

export const BODY_WIDTH = PAGE.width - 2 * PAGE.margin;

export function paragraph(text: string, size = 10, gap = 6, indent = 0): TextLine[] {
  return wrap(text, size, BODY_WIDTH - indent).map((t, i) => ({ text: t, font: 'regular', size, gap: i === 0 ? gap : 0, indent }));
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
