/**
 * Masks typed text into a fixed layout, as the UI schemas write it (`ui:options.mask`): in a mask, 0 is a
 * digit, a a letter, * any character and X a letter or digit (the GIIN "XXXXXX-XXXXX-XX-XXX"); every other
 * character is fixed, so "784-0000-0000000-0" always starts with 784. Pure functions, no DOM: the input
 * binding (masked-input.ts) feeds them what the browser did.
 *
 * The shown text is always a prefix of the mask with its input positions filled, so character i of the
 * text sits in position i of the mask. Fixed characters are written as the user types on past them; one
 * at the end is shown only when the user typed it (typing "784-1234" does not show "784-1234-").
 */

/** What the UI schema says: the mask, and whether letters turn to capitals as typed. */
export interface MaskSpec {
  mask: string;
  uppercase?: boolean;
}

type Slot = { kind: 'input'; accepts: RegExp } | { kind: 'fixed'; char: string };

export interface Mask {
  readonly slots: readonly Slot[];
  readonly uppercase: boolean;
}

/** The masked text and where the caret goes. */
export interface MaskedText {
  text: string;
  caret: number;
}

/** A change to the shown text: [start, end) replaced by `inserted`; `direction` says which key deleted. */
export interface Edit {
  start: number;
  end: number;
  inserted: string;
  direction: 'backward' | 'forward' | 'none';
}

// One UTF-16 unit each, so that text positions and mask positions stay the same.
const INPUT_CLASSES: Record<string, RegExp> = {
  '0': /^[0-9]$/,
  a: /^\p{L}$/u,
  '*': /^[^\r\n]$/,
  X: /^[A-Za-z0-9]$/,
};

export function compileMask({ mask, uppercase = false }: MaskSpec): Mask {
  const slots = mask.split('').map((char): Slot => (INPUT_CLASSES[char] ? { kind: 'input', accepts: INPUT_CLASSES[char] } : { kind: 'fixed', char }));
  return { slots, uppercase };
}

function prepare(mask: Mask, char: string): string {
  if (!mask.uppercase) return char;
  const upper = char.toUpperCase();
  return upper.length === 1 ? upper : char; // "ß" would become two characters
}

/**
 * `text` with one more character, or undefined when the mask refuses it. Fixed characters are written on
 * the way to the next input position; a typed character equal to one of them is taken as that character
 * (typing "784-" or pasting "784-1234-…" gives the same text as typing the digits alone). Characters
 * moved along from after an edit (`typed` false) only ever fill input positions.
 */
function place(mask: Mask, text: string, char: string, typed: boolean): string | undefined {
  let out = text;
  for (let i = text.length; i < mask.slots.length; i++) {
    const slot = mask.slots[i];
    if (slot.kind === 'input') return slot.accepts.test(char) ? out + char : undefined;
    out += slot.char;
    if (typed && char === slot.char) return out;
  }
  return undefined; // past the end of the mask
}

/** The characters of `text` in input positions from `from` on: what an edit moves along. */
function inputCharsFrom(mask: Mask, text: string, from: number): string[] {
  const chars: string[] = [];
  for (let i = from; i < text.length && i < mask.slots.length; i++) if (mask.slots[i].kind === 'input') chars.push(text[i]);
  return chars;
}

/** `tail` placed after `text`, or undefined when some of it no longer fits. */
function withTail(mask: Mask, text: string, tail: string[]): string | undefined {
  let out = text;
  for (const char of tail) {
    const next = place(mask, out, char, false);
    if (next === undefined) return undefined;
    out = next;
  }
  return out;
}

/** Like withTail, but a character that no longer fits is dropped (after a deletion nothing is refused). */
function withTailDropping(mask: Mask, text: string, tail: string[]): string {
  return tail.reduce((out, char) => place(mask, out, char, false) ?? out, text);
}

function trimFixedEnd(mask: Mask, text: string): string {
  let end = text.length;
  while (end > 0 && mask.slots[end - 1].kind === 'fixed') end--;
  return text.slice(0, end);
}

/** How many fixed characters the mask starts with ("784-": 4). */
function fixedStart(mask: Mask): number {
  const first = mask.slots.findIndex((slot) => slot.kind === 'input');
  return first === -1 ? mask.slots.length : first;
}

/** Any text (a stored value, a paste) as if typed into the empty field: refused characters are skipped. */
export function conform(mask: Mask, text: string): string {
  let out = '';
  for (const char of text) out = place(mask, out, prepare(mask, char), true) ?? out;
  return out;
}

/** The typed characters alone, without the fixed ones ("784-1234" → "1234"). */
export function unmask(mask: Mask, text: string): string {
  return inputCharsFrom(mask, text, 0).join('');
}

/** A caret inside the fixed start ("7|84-1234") moves to the first input position. */
export function alignCaret(mask: Mask, text: string, caret: number): number {
  return Math.min(Math.max(caret, Math.min(fixedStart(mask), text.length)), text.length);
}

/**
 * Applies an edit to the masked `text`. The input characters after the edit move along to stay in input
 * positions; a typed character is refused when it does not fit its position or when it would push
 * characters off the end of a full mask. Deleting only fixed characters deletes nothing: the caret just
 * moves over them (Backspace at "784-1234-|1234" goes to "784-1234|-1234"). After a deletion, fixed
 * characters left at the end go too, so the text reads as if typed, and deleting the last typed character
 * empties the field (the fixed "784-" alone is no value). The caret never stays inside the fixed start.
 */
export function applyEdit(mask: Mask, text: string, edit: Edit): MaskedText {
  const head = text.slice(0, edit.start);
  const tail = inputCharsFrom(mask, text, edit.end);
  let typed = head;
  for (const raw of edit.inserted) {
    const next = place(mask, typed, prepare(mask, raw), true);
    if (next !== undefined && withTail(mask, next, tail) !== undefined) typed = next;
  }
  if (typed !== head) {
    const result = withTail(mask, typed, tail)!;
    return { text: result, caret: alignCaret(mask, result, typed.length) };
  }
  if (edit.start === edit.end) return { text, caret: alignCaret(mask, text, edit.start) }; // a refused character: nothing changes

  // Nothing typed: a deletion (or a refused character over a selection, which deletes the selection).
  const result = trimFixedEnd(mask, withTailDropping(mask, head, tail));
  const deletedInput = inputCharsFrom(mask, text.slice(0, edit.end), edit.start).length > 0;
  const caret = edit.direction === 'forward' && !deletedInput ? edit.end : edit.start;
  return { text: result, caret: alignCaret(mask, result, caret) };
}
