import type { UploadRules } from './rules';

/** Why a file is refused; each names a sentence under "messages" in content/en/documents.json. */
export type FileProblem = 'empty' | 'badName' | 'tooLarge' | 'tooSmall' | 'wrongType';

// First bytes of the accepted formats. The server confirms with the file-type package; the
// browser uses these to refuse early without sending the file.
const SIGNATURES: Array<{ mime: string; bytes: number[] }> = [
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** How many first bytes sniffMime needs. */
export const HEAD_BYTES = 16;

/** The type of a file by its first bytes, among PDF, PNG and JPEG; undefined for anything else. */
export function sniffMime(head: Uint8Array): string | undefined {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => head[i] === b))?.mime;
}

export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName);
  return match ? match[1].toLowerCase() : '';
}

// Control characters, path separators and characters no file system keeps.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const BAD_NAME = /[\u0000-\u001f\u007f/\\:*?"<>|]/;

/** A file name we keep for the download: a plain name (no folder, no "..", no control characters), not too long. */
export function isAcceptableFileName(fileName: string, rules: UploadRules): boolean {
  const name = fileName.trim();
  return name.length > 0 && name.length <= rules.maxFileNameLength && !BAD_NAME.test(name) && !name.startsWith('.') && !name.includes('..');
}

/** The accepted type a detected mime is, when the file name's extension agrees with it. */
export function typeMatches(mime: string | undefined, fileName: string, rules: UploadRules): boolean {
  if (!mime) return false;
  const type = rules.types.find((t) => t.mime === mime);
  return !!type && (type.extensions as readonly string[]).includes(extensionOf(fileName));
}

export interface FileFacts {
  name: string;
  size: number;
  /** the detected type (sniffMime in the browser, file-type on the server) */
  mime: string | undefined;
}

/** The first reason to refuse a file, or undefined. */
export function fileProblem(file: FileFacts, rules: UploadRules, minBytes: number = rules.minBytes): FileProblem | undefined {
  if (file.size <= 0) return 'empty';
  if (!isAcceptableFileName(file.name, rules)) return 'badName';
  if (file.size > rules.maxBytes) return 'tooLarge';
  if (!typeMatches(file.mime, file.name, rules)) return 'wrongType';
  if (file.size < minBytes) return 'tooSmall';
  return undefined;
}

const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

/**
 * The sizes a refusal's sentence names, from the rules that refuse (a document rule's own minimum
 * included): `{maxMegabytes}` and `{minKilobytes}` in content/en/documents.json, never a copy.
 */
export function sizeWords(rules: UploadRules, minBytes: number = rules.minBytes): { maxMegabytes: number; minKilobytes: number } {
  return { maxMegabytes: Math.round((rules.maxBytes / MEGABYTE) * 10) / 10, minKilobytes: Math.round(minBytes / KILOBYTE) };
}

/** The key of a problem's sentence in content/en/documents.json. */
export function problemMessageKey(problem: FileProblem): string {
  return `messages.${problem}`;
}
