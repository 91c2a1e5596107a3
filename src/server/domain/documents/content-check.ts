import { promisify } from 'node:util';
import { inflate } from 'node:zlib';

/**
 * What the first bytes do not show: a PDF that runs something when
 * opened, and a file that is two formats at once (a polyglot: an image or PDF carrying a web
 * page, or with another file appended after its end). Each names a sentence under "messages"
 * in content/en/documents.json. A PDF whose compressed streams would take more than the check's
 * budget to open (`inflateMaxBytes`, `checkMaxMs`) is refused as `tooComplex`: an uninspected file is
 * never stored.
 *
 * Every scan is linear in the file's size: streams are found with indexOf, never with a pattern that
 * can backtrack, and the streams are inflated on libuv's thread pool (zlib's asynchronous API), so
 * a crafted file costs the server's event loop no more than a plain one of its size.
 */
export type ContentProblem = 'activeContent' | 'hiddenContent' | 'tooComplex';

export interface CheckBudget {
  /** the most bytes all of a PDF's streams may inflate to */
  inflateMaxBytes: number;
  /** the longest the check of one file may take */
  checkMaxMs: number;
}

// PDF names that run code or act on their own: scripts, launching programs, actions on open or on events.
const ACTIVE_NAMES = /\/(?:JavaScript|JS|Launch|AA)(?![^\s/<>[\]()%{}])/g;
const OPEN_ACTION = /\/OpenAction(?![^\s/<>[\]()%{}])\s*(\[|<<|(\d+)\s+(\d+)\s+R)?/g;
const MARKUP = /<(?:script|html|!doctype\s+html|iframe|svg|object|embed)[\s>/]|<\?php/i;
/** How far before `>> stream` a stream's dictionary may start (a PDF's stream dictionaries are short). */
const DICTIONARY_REACH = 2000;

const inflateAsync = promisify(inflate);

class TooComplex extends Error {}

/** "/J#61vaScript" is "/JavaScript": PDF names may escape any character as #xx. */
function decodeNames(text: string): string {
  return text.includes('#') ? text.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text;
}

const isBlank = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09 || code === 0x0c || code === 0x00;

/** The text without the blank space (and NUL padding) at its end, found from the end: linear. */
function withoutTrailingFill(text: string): string {
  let end = text.length;
  while (end > 0 && isBlank(text.charCodeAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

interface Stream {
  dictionary: string;
  start: number;
  end: number;
}

/**
 * Each stream of the file with its dictionary: a `stream` keyword after `>>` and blank space, its data
 * up to the next `endstream`. The search goes on after that `endstream`, so each byte is looked at a
 * bounded number of times whatever the file holds.
 */
function* streamsOf(latin1: string): Generator<Stream | null> {
  let from = 0;
  let lastEnd = 0;
  // a pause (null) after each slice of the text searched: a file of "stream" keywords with no
  // stream among them is still searched a slice at a time, the event loop free between slices
  let pauseAt = SLICE;
  /** the first "<<" at or after the window's start (-1: none left) */
  let nextOpen = latin1.indexOf('<<');
  for (let at = latin1.indexOf('stream', from); at >= 0; at = latin1.indexOf('stream', from)) {
    if (at >= pauseAt) {
      pauseAt = at + SLICE;
      yield null;
    }
    from = at + 'stream'.length;
    let close = at - 1;
    while (close >= 0 && at - close <= 64 && isBlank(latin1.charCodeAt(close))) close -= 1;
    if (close < 1 || latin1[close] !== '>' || latin1[close - 1] !== '>') continue;
    let start = from;
    if (latin1[start] === '\r') start += 1;
    if (latin1[start] !== '\n') continue;
    start += 1;
    // the first "<<" in reach: the window only moves forward, so the search does too
    const reach = Math.max(lastEnd, close - 1 - DICTIONARY_REACH);
    if (nextOpen !== -1 && nextOpen < reach) nextOpen = latin1.indexOf('<<', reach);
    const open = nextOpen;
    if (open < 0 || open >= close - 1) continue;
    const end = latin1.indexOf('endstream', start);
    if (end < 0) return;
    from = end + 'endstream'.length;
    lastEnd = from;
    yield { dictionary: decodeNames(latin1.slice(open + 2, close - 1)), start, end };
  }
}

/** The contents of the Flate streams that are not images (object streams hide dictionaries there). */
async function inflatedStreams(latin1: string, bytes: Buffer, budget: CheckBudget, deadline: number): Promise<string[]> {
  const out: string[] = [];
  let left = budget.inflateMaxBytes;
  for (const stream of streamsOf(latin1)) {
    if (stream === null) {
      await nextTurn();
      continue;
    }
    if (!stream.dictionary.includes('/FlateDecode') || /\/Subtype\s*\/Image/.test(stream.dictionary)) continue;
    if (Date.now() > deadline) throw new TooComplex();
    let inflated: Buffer;
    try {
      inflated = await inflateAsync(bytes.subarray(stream.start, stream.end), {
        maxOutputLength: left + 1,
        finishFlush: 2 /* Z_SYNC_FLUSH: tolerate a missing end */,
      });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new TooComplex();
      // not inflatable: nothing readable to check
      continue;
    }
    if (inflated.length > left) throw new TooComplex();
    left -= inflated.length;
    out.push(inflated.toString('latin1'));
  }
  return out;
}

const OBJECT = /(?:^|\s)(\d+)\s+(\d+)\s+obj\s*(\[)?/g;
/** Texts are scanned a slice at a time, the event loop free between slices; slices overlap by more than a name's length. */
const SLICE = 256 * 1024;
const OVERLAP = 512;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What a scan of the texts found: an action run on its own, and the objects /OpenAction points at. */
interface Findings {
  acts: boolean;
  /** "12 0" of each /OpenAction that names an object */
  targets: Set<string>;
  /** whether each object ("12 0") is an array, from its first definition */
  arrays: Map<string, boolean>;
}

/**
 * Scans one slice. Only what starts in the slice's own part (before `own`) counts: what starts in the
 * overlap is the next slice's, whole there. An /OpenAction whose match runs to the slice's end (a long
 * blank run) cannot be read to its end here, and counts as acting.
 */
function scanSlice(slice: string, own: number, last: boolean, found: Findings): void {
  const text = decodeNames(slice);
  ACTIVE_NAMES.lastIndex = 0;
  for (let match = ACTIVE_NAMES.exec(text); match && match.index < own; match = ACTIVE_NAMES.exec(text)) found.acts = true;
  OPEN_ACTION.lastIndex = 0;
  for (let match = OPEN_ACTION.exec(text); match && match.index < own; match = OPEN_ACTION.exec(text)) {
    if (!last && match.index + match[0].length >= text.length) found.acts = true;
    // /OpenAction with a destination ([page /Fit]) only moves the view; with an action dictionary it acts
    else if (match[1] === '[') continue;
    else if (match[2] === undefined) found.acts = true;
    else found.targets.add(`${match[2]} ${match[3]}`);
  }
  OBJECT.lastIndex = 0;
  for (let match = OBJECT.exec(text); match && match.index < own; match = OBJECT.exec(text)) {
    const key = `${match[1]} ${match[2]}`;
    if (!found.arrays.has(key)) found.arrays.set(key, match[3] === '[');
  }
}

/** Scans each text a slice at a time; answers whether any acts on its own when opened. */
async function actsOnOpen(texts: readonly string[]): Promise<boolean> {
  for (const whole of texts) {
    const found: Findings = { acts: false, targets: new Set(), arrays: new Map() };
    for (let at = 0; at < whole.length; at += SLICE) {
      // from the character before the slice, so that a slice's start is never taken for the text's start (^)
      const from = Math.max(0, at - 1);
      scanSlice(whole.slice(from, at + SLICE + OVERLAP), at + SLICE - from, at + SLICE + OVERLAP >= whole.length, found);
      if (found.acts) return true;
      await nextTurn();
    }
    // an /OpenAction naming an object acts unless that object (in the same text) is a destination array
    for (const target of found.targets) if (found.arrays.get(target) !== true) return true;
  }
  return false;
}

/** Whether any slice of the text holds web markup. */
async function holdsMarkup(text: string): Promise<boolean> {
  for (let at = 0; at < text.length; at += SLICE) {
    if (MARKUP.test(text.slice(at, at + SLICE + OVERLAP))) return true;
    await nextTurn();
  }
  return false;
}

async function pdfProblem(bytes: Buffer, latin1: string, budget: CheckBudget): Promise<ContentProblem | undefined> {
  const deadline = Date.now() + budget.checkMaxMs;
  let texts: string[];
  try {
    texts = [latin1, ...(await inflatedStreams(latin1, bytes, budget, deadline))];
  } catch (error) {
    if (error instanceof TooComplex) return 'tooComplex';
    throw error;
  }
  if (await actsOnOpen(texts)) return 'activeContent';
  // nothing but blank space after the last %%EOF
  const end = latin1.lastIndexOf('%%EOF');
  if (end < 0 || withoutTrailingFill(latin1.slice(end + 5)) !== '') return 'hiddenContent';
  return undefined;
}

/** The file ends where its format says it ends: nothing appended (a ZIP, a script…). */
function endsProperly(bytes: Buffer, latin1: string, mime: string): boolean {
  const body = withoutTrailingFill(latin1);
  if (mime === 'image/png') return body.endsWith('IEND\xae\x42\x60\x82');
  if (mime === 'image/jpeg') return body.endsWith('\xff\xd9');
  return bytes.length > 0;
}

/** Why a file that passed the type check is still refused, or undefined. `mime` is the detected type. */
export async function contentProblem(bytes: Buffer, mime: string, budget: CheckBudget): Promise<ContentProblem | undefined> {
  const latin1 = bytes.toString('latin1');
  if (await holdsMarkup(latin1)) return 'hiddenContent';
  if (mime === 'application/pdf') return pdfProblem(bytes, latin1, budget);
  return endsProperly(bytes, latin1, mime) ? undefined : 'hiddenContent';
}
