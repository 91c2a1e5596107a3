import { inflateSync } from 'node:zlib';

/**
 * What the first bytes do not show: a PDF that runs something when
 * opened, and a file that is two formats at once (a polyglot: an image or PDF carrying a web
 * page, or with another file appended after its end). Each names a sentence under "messages"
 * in content/en/documents.json.
 */
export type ContentProblem = 'activeContent' | 'hiddenContent';

// PDF names that run code or act on their own: scripts, launching programs, actions on open or on events.
const ACTIVE_NAME = /\/(?:JavaScript|JS|Launch|AA)(?![^\s/<>[\]()%{}])/;
const OPEN_ACTION = /\/OpenAction(?![^\s/<>[\]()%{}])\s*(\[|<<|(\d+)\s+(\d+)\s+R)?/g;
const MARKUP = /<(?:script|html|!doctype\s+html|iframe|svg|object|embed)[\s>/]|<\?php/i;
// eslint-disable-next-line no-control-regex -- NUL padding is what it looks for
const TRAILING_FILL = /[\s\u0000]*$/;
/** Inflating stops after this much (a PDF's text streams are small; images are not scanned). */
const INFLATE_BUDGET = 32 * 1024 * 1024;

/** "/J#61vaScript" is "/JavaScript": PDF names may escape any character as #xx. */
function decodeNames(text: string): string {
  return text.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The contents of the Flate streams that are not images (object streams hide dictionaries there). */
function inflatedStreams(latin1: string, bytes: Buffer): string[] {
  const out: string[] = [];
  let budget = INFLATE_BUDGET;
  const streams = /<<((?:(?!>>\s*stream)[\s\S]){0,2000})>>\s*stream\r?\n/g;
  for (let match = streams.exec(latin1); match && budget > 0; match = streams.exec(latin1)) {
    const dictionary = decodeNames(match[1]);
    if (!/\/FlateDecode/.test(dictionary) || /\/Subtype\s*\/Image/.test(dictionary)) continue;
    const start = match.index + match[0].length;
    const end = latin1.indexOf('endstream', start);
    if (end < 0) break;
    try {
      const text = inflateSync(bytes.subarray(start, end), { maxOutputLength: budget, finishFlush: 2 /* Z_SYNC_FLUSH: tolerate a missing end */ }).toString(
        'latin1',
      );
      budget -= text.length;
      out.push(text);
    } catch {
      // not inflatable (or over the budget): nothing readable to check
    }
  }
  return out;
}

/** /OpenAction with a destination ([page /Fit]) only moves the view; with an action dictionary it acts. */
function actsOnOpen(text: string): boolean {
  OPEN_ACTION.lastIndex = 0;
  for (let match = OPEN_ACTION.exec(text); match; match = OPEN_ACTION.exec(text)) {
    if (match[1] === '[') continue;
    if (match[2] !== undefined) {
      const target = new RegExp(`(?:^|\\s)${match[2]}\\s+${match[3]}\\s+obj\\s*(\\[)?`).exec(text);
      if (target?.[1] === '[') continue;
    }
    return true;
  }
  return false;
}

function pdfProblem(bytes: Buffer, latin1: string): ContentProblem | undefined {
  const texts = [latin1, ...inflatedStreams(latin1, bytes)].map(decodeNames);
  if (texts.some((text) => ACTIVE_NAME.test(text) || actsOnOpen(text))) return 'activeContent';
  // nothing but blank space after the last %%EOF
  const end = latin1.lastIndexOf('%%EOF');
  if (end < 0 || latin1.slice(end + 5).replace(TRAILING_FILL, '') !== '') return 'hiddenContent';
  return undefined;
}

/** The file ends where its format says it ends: nothing appended (a ZIP, a script…). */
function endsProperly(bytes: Buffer, latin1: string, mime: string): boolean {
  const body = latin1.replace(TRAILING_FILL, '');
  if (mime === 'image/png') return body.endsWith('IEND\xae\x42\x60\x82');
  if (mime === 'image/jpeg') return body.endsWith('\xff\xd9');
  return bytes.length > 0;
}

/** Why a file that passed the type check is still refused, or undefined. `mime` is the detected type. */
export function contentProblem(bytes: Buffer, mime: string): ContentProblem | undefined {
  const latin1 = bytes.toString('latin1');
  if (MARKUP.test(latin1)) return 'hiddenContent';
  if (mime === 'application/pdf') return pdfProblem(bytes, latin1);
  return endsProperly(bytes, latin1, mime) ? undefined : 'hiddenContent';
}
