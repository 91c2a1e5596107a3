import type { Edit } from './mask-engine';

export interface Selection {
  start: number;
  end: number;
}

/**
 * What the browser's own edit did to an input, from its text and selection before and its text and caret
 * after: the masked input lets the browser type, paste or delete, then redoes the edit through the mask.
 * The selection before may be stale (an edit without a key press, text changed by autofill), so both ends
 * are checked against the texts and widened until the parts outside the edit match.
 */
export function inferEdit(before: string, selection: Selection, after: string, caret: number): Edit {
  let start = Math.min(selection.start, before.length);
  let end = Math.min(Math.max(selection.end, start), before.length);
  let cursor = Math.min(caret, after.length);
  while (start > 0 && after.slice(0, Math.min(cursor, start)) !== before.slice(0, Math.min(cursor, start))) start--;
  while (after.slice(cursor) !== before.slice(end)) {
    if (after.length - cursor < before.length - end) end++;
    else cursor++;
  }
  const from = Math.min(cursor, start);
  const removed = Math.max(end - from || before.length - after.length, 0);
  const inserted = after.slice(from, cursor);
  const collapsed = selection.start === selection.end;
  // Delete leaves the caret where it was; Backspace moves it back (or the selection went)
  const direction = !removed || inserted ? 'none' : collapsed && cursor === selection.start ? 'forward' : 'backward';
  return { start: from, end: from + removed, inserted, direction };
}
