/**
 * How a sheet is written in its language: in English the byte-written PDF of ./pdf.ts, whose
 * standard fonts carry WinAnsi text only (typographic marks become plain ones); in a right-to-left
 * language ./pdf-rtl.ts, with the words as written and paragraphs fitted to the page by their drawn
 * width. The sheets (./sheet.ts, ./product-sheets.ts) say what goes on the page, not how.
 */
import { directionOf } from '../../../core/messages/languages';
import type { Registry } from '../../../core/schema/registry';
import { buildPdf, paragraph, type TextLine } from './pdf';
import { buildRtlPdf } from './pdf-rtl';

/** The PDF's standard fonts carry WinAnsi text: typographic marks become their plain forms, other letters lose their accents or become "?". */
export function plain(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\u00a0/g, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');
}

export interface SheetWriter {
  /** a word of the registry's language, as the PDF can carry it */
  word: (ns: string, key: string, vars?: Record<string, unknown>) => string;
  /** a paragraph of lines */
  paragraph: (text: string, size?: number, gap?: number, indent?: number) => TextLine[];
  write: (title: string, lines: TextLine[]) => Promise<Buffer>;
}

export function sheetWriter(registry: Registry): SheetWriter {
  if (directionOf(registry.lang) === 'rtl')
    return {
      word: (ns, key, vars) => registry.text(ns, key, vars),
      // one line a paragraph: the writer breaks it where the drawn words fill the width
      paragraph: (text, size = 10, gap = 6, indent = 0) => [{ text, font: 'regular', size, gap, indent }],
      write: (title, lines) => buildRtlPdf(title, lines, registry.lang),
    };
  return {
    word: (ns, key, vars) => plain(registry.text(ns, key, vars)),
    paragraph,
    write: async (title, lines) => buildPdf(title, lines),
  };
}
