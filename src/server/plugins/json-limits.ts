/**
 * What a JSON body may hold before anything of ours walks it: a
 * bounded nesting depth, and only text PostgreSQL can store (jsonb refuses `\u0000` and a
 * surrogate escape without its pair, and a refusal there used to break the saves after it).
 * One pass over the raw text, before JSON.parse: no recursion, so no depth can overflow a stack.
 */
export type JsonProblem = 'BODY_TOO_DEEP' | 'BODY_BAD_TEXT';

const isHex = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);

/** The four hex digits after `\u` at `at` (the index of the `u`), or -1. */
function escapeAt(text: string, at: number): number {
  if (text.charCodeAt(at) !== 117 /* u */) return -1;
  for (let i = at + 1; i <= at + 4; i += 1) if (!isHex(text.charCodeAt(i))) return -1;
  return Number.parseInt(text.slice(at + 1, at + 5), 16);
}

export function jsonProblem(text: string, maxDepth: number): JsonProblem | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 34 /* " */) inString = false;
      else if (code === 92 /* \ */) {
        const unit = escapeAt(text, i + 1);
        if (unit === 0) return 'BODY_BAD_TEXT';
        if (unit >= 0xdc00 && unit <= 0xdfff) return 'BODY_BAD_TEXT';
        if (unit >= 0xd800 && unit <= 0xdbff) {
          const low = text.charCodeAt(i + 6) === 92 ? escapeAt(text, i + 7) : -1;
          if (low < 0xdc00 || low > 0xdfff) return 'BODY_BAD_TEXT';
          i += 11;
        } else {
          i += unit >= 0 ? 5 : 1;
        }
      } else if (code >= 0xd800 && code <= 0xdfff) {
        // a raw surrogate: only as a well-formed pair
        const next = text.charCodeAt(i + 1);
        if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return 'BODY_BAD_TEXT';
        i += 1;
      }
    } else if (code === 34) inString = true;
    else if (code === 123 /* { */ || code === 91 /* [ */) {
      depth += 1;
      if (depth > maxDepth) return 'BODY_TOO_DEEP';
    } else if (code === 125 || code === 93) depth -= 1;
  }
  return undefined;
}
