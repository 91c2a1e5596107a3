/**
 * The one-page sheets of src/server/domain/key-facts/pdf.ts in a right-to-left language (Arabic),
 * made with PDFKit: its fonts are laid out by fontkit, which joins Arabic letters and draws a run of
 * them right to left, and it embeds the font the text needs (Noto Sans Arabic, which also holds the
 * Latin letters and digits of a figure). Unicode's bidirectional algorithm (bidi-js) splits each
 * line into runs, so "AED 25,000" keeps its order inside an Arabic sentence.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import { BODY_WIDTH, PAGE, VALUE_COLUMN, type Font, type TextLine } from './pdf';

const require = createRequire(import.meta.url);
const FONT_FILES: Record<Font, string> = {
  regular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
};
let fonts: Record<Font, Buffer> | undefined;
const fontsOf = () => (fonts ??= { regular: readFileSync(require.resolve(FONT_FILES.regular)), bold: readFileSync(require.resolve(FONT_FILES.bold)) });

const bidi = bidiFactory();
/** Letters fontkit lays out right to left by itself (Arabic and its presentation forms). */
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

interface Run {
  text: string;
  level: number;
}

/**
 * One line of a right-to-left paragraph as the pieces it is drawn in from left to right (rule L2 of
 * the bidirectional algorithm): words and the spaces between them, each word as fontkit is to be
 * given it. A word with Arabic letters stays in reading order (the font draws it right to left); a
 * right-to-left word of signs alone is reversed here; a left-to-right run (digits, Latin words)
 * keeps its order. Each word is laid out alone, so no space is left to the font's own positioning.
 */
export function visualPieces(line: string): string[] {
  const { levels } = bidi.getEmbeddingLevels(line, 'rtl');
  const runs: Run[] = [];
  [...line].forEach((char, index) => {
    const level = levels[index];
    // a bracket in a right-to-left run is drawn mirrored: "(" reads as the opening one
    const shown = level % 2 ? (bidi.getMirroredCharacter(char) ?? char) : char;
    const last = runs.at(-1);
    if (last?.level === level) last.text += shown;
    else runs.push({ text: shown, level });
  });
  const odd = runs.map((run) => run.level).filter((level) => level % 2);
  const highest = Math.max(...runs.map((run) => run.level));
  for (let level = highest; odd.length && level >= Math.min(...odd); level -= 1) {
    for (let start = 0; start < runs.length;) {
      if (runs[start].level < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end < runs.length && runs[end].level >= level) end += 1;
      runs.splice(start, end - start, ...runs.slice(start, end).reverse());
      start = end;
    }
  }
  return runs.flatMap((run) => {
    const parts = run.text.split(/( +)/).filter(Boolean);
    if (!(run.level % 2)) return parts;
    return parts.reverse().map((part) => (RIGHT_TO_LEFT_LETTER.test(part) ? part : [...part].reverse().join('')));
  });
}

/** `text` in lines no wider than `width` at the document's current font and size, breaking between words. */
function fitted(doc: PDFKit.PDFDocument, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const longer = line ? `${line} ${word}` : word;
    if (line && doc.widthOfString(longer) > width) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  return line ? [...lines, line] : lines;
}

/** Draws one line with its end at `right`, its runs in visual order. */
function drawLine(doc: PDFKit.PDFDocument, text: string, right: number, top: number): void {
  const pieces = visualPieces(text).map((piece) => ({ piece, width: doc.widthOfString(piece) }));
  let x = right - pieces.reduce((sum, { width }) => sum + width, 0);
  for (const { piece, width } of pieces) {
    if (piece.trim()) doc.text(piece, x, top, { lineBreak: false });
    x += width;
  }
}

/** The rest of the event loop's work runs before the next line is laid out: a sheet never holds the server for long. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A one-page PDF of `lines`, right-aligned and read right to left, in `lang`. */
export async function buildRtlPdf(title: string, lines: TextLine[], lang: string): Promise<Buffer> {
  // PDFKit and fontkit take ~0.25 s to load: the first Arabic sheet loads them, not every server start
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    lang,
    displayTitle: true,
    info: { Title: title, Producer: 'Quick Apply' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const own = fontsOf();
  doc.registerFont('regular', own.regular);
  doc.registerFont('bold', own.bold);
  const right = PAGE.width - PAGE.margin;
  let top = PAGE.margin;
  for (const line of lines) {
    await turn();
    doc.font(line.font).fontSize(line.size);
    const indent = line.indent ?? 0;
    fitted(doc, line.text, (line.value === undefined ? BODY_WIDTH : VALUE_COLUMN - 8) - indent).forEach((piece, index) => {
      if (index === 0) top += line.gap ?? 0;
      if (top + line.size * 1.35 > PAGE.height - PAGE.margin) throw new Error(`${title}: text does not fit on one page`);
      drawLine(doc, piece, right - indent, top);
      if (index === 0 && line.value !== undefined) {
        doc.font('bold');
        drawLine(doc, line.value, right - VALUE_COLUMN, top);
        doc.font(line.font);
      }
      top += line.size * 1.35;
      if (line.font === 'bold' && line.size >= 16) {
        // Arabic letters reach lower than Latin ones: the rule sits below their descent
        top += 4;
        doc.moveTo(PAGE.margin, top).lineTo(right, top).lineWidth(1.5).strokeColor('#b3122e').stroke();
        top += 4;
      }
    });
  }
  await turn();
  doc.end();
  return done;
}
