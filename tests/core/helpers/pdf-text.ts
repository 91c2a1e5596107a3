import { expect } from 'vitest';

/** Checks the structure of a PDF: header, xref offsets pointing at their objects, stream length. */
export function parsePdf(bytes: Buffer): { text: string; objects: number } {
  const s = bytes.toString('latin1');
  expect(s.startsWith('%PDF-1.')).toBe(true);
  expect(s.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(s)?.[1]);
  expect(s.slice(startxref, startxref + 4)).toBe('xref');
  const header = /^xref\n0 (\d+)\n/.exec(s.slice(startxref));
  expect(header).not.toBeNull();
  const count = Number(header![1]);
  const entries = s
    .slice(startxref + header![0].length)
    .split('\n')
    .slice(0, count);
  expect(entries[0]).toBe('0000000000 65535 f ');
  for (let i = 1; i < count; i++) {
    const m = /^(\d{10}) 00000 n $/.exec(entries[i]);
    expect(m, `xref entry ${i}`).not.toBeNull();
    expect(s.slice(Number(m![1])).startsWith(`${i} 0 obj`), `object ${i} at its offset`).toBe(true);
  }
  expect(s).toMatch(new RegExp(`trailer\\s*<< /Size ${count} /Root 1 0 R`));
  const stream = /<< \/Length (\d+) >>\nstream\n/.exec(s)!;
  const start = stream.index + stream[0].length;
  const length = Number(stream[1]);
  expect(s.slice(start + length, start + length + 9)).toBe('endstream');
  const text = [...s.slice(start, start + length).matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => m[1].replace(/\\(.)/g, '$1')).join('\n');
  expect(s).toContain('/BaseFont /Helvetica');
  return { text, objects: count - 1 };
}

/**
 * What a PDF reader finds in a PDF made by any writer (pdfjs): its title, its declared language, the
 * fonts it embeds and the text of its first page. Arabic words drawn in joined forms do not read
 * back letter for letter, so a sheet's Arabic is checked by its title; digits and Latin read back.
 */
export async function pdfReading(bytes: Buffer): Promise<{ title: string; lang: string; fonts: string[]; text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const { info } = (await doc.getMetadata()) as { info: { Title?: string } };
  const page = await doc.getPage(1);
  const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  const fonts = [...bytes.toString('latin1').matchAll(/\/FontName \/([A-Za-z0-9+-]+)/g)].map((m) => m[1]);
  const lang = /\/Lang \(([^)]*)\)/.exec(bytes.toString('latin1'))?.[1] ?? '';
  await doc.destroy();
  return { title: info.Title ?? '', lang, fonts, text };
}
