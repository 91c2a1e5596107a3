import { alignCaret, applyEdit, compileMask, conform, unmask, type Edit, type Mask } from '../../../../src/web/forms/theme/shared/mask-engine';
import { inferEdit } from '../../../../src/web/forms/theme/shared/input-edit';

// The masks of the UI schemas (schemas/steps/**/*.ui.json) and of the date and time widgets.
const EID = compileMask({ mask: '784-0000-0000000-0' });
const GIIN = compileMask({ mask: 'XXXXXX-XXXXX-XX-XXX', uppercase: true });
const DATE = compileMask({ mask: '00/00/0000' });
const TIME = compileMask({ mask: '00:00' });

/** "784-12|34" → text and caret. */
const at = (marked: string) => ({ text: marked.replace('|', ''), caret: marked.indexOf('|') });
const show = ({ text, caret }: { text: string; caret: number }) => `${text.slice(0, caret)}|${text.slice(caret)}`;

/** Keys as the browser applies them before the mask redoes the edit (what masked-input.ts sees). */
function press(mask: Mask, marked: string, key: string, selectionEnd?: number): string {
  const { text, caret } = at(marked);
  const selection = { start: caret, end: selectionEnd ?? caret };
  const { start, end } = selection;
  let after: string;
  let cursor: number;
  if (key === 'Backspace') {
    const from = start === end ? Math.max(start - 1, 0) : start;
    [after, cursor] = [text.slice(0, from) + text.slice(end), from];
  } else if (key === 'Delete') {
    const to = start === end ? end + 1 : end;
    [after, cursor] = [text.slice(0, start) + text.slice(to), start];
  } else {
    [after, cursor] = [text.slice(0, start) + key + text.slice(end), start + key.length];
  }
  return show(applyEdit(mask, text, inferEdit(text, selection, after, cursor)));
}

const typeInto = (mask: Mask, keys: string) => [...keys].reduce((marked, key) => press(mask, marked, key), '|');

describe('mask engine: formatting', () => {
  it('writes the fixed characters as the user types on past them, not before', () => {
    expect(typeInto(EID, '1')).toBe('784-1|');
    expect(typeInto(EID, '1234')).toBe('784-1234|');
    expect(typeInto(EID, '12345')).toBe('784-1234-5|');
    expect(typeInto(DATE, '15032020')).toBe('15/03/2020|');
    expect(typeInto(TIME, '0930')).toBe('09:30|');
  });
  it('takes a typed fixed character as that character', () => {
    expect(typeInto(EID, '784123412345671')).toBe('784-1234-1234567-1|');
    expect(typeInto(EID, '1234-')).toBe('784-1234-|');
    expect(typeInto(DATE, '15/03/2020')).toBe('15/03/2020|');
  });
  it('refuses characters the position does not allow, and anything past the end', () => {
    expect(typeInto(EID, 'ab1234')).toBe('784-1234|');
    expect(typeInto(EID, 'a')).toBe('|');
    expect(typeInto(DATE, '1/')).toBe('1|');
    expect(typeInto(EID, '1234123456719')).toBe('784-1234-1234567-1|');
    expect(typeInto(TIME, '09301')).toBe('09:30|');
  });
  it('takes letters and digits in a GIIN, in capitals when the UI schema says uppercase', () => {
    expect(typeInto(GIIN, 'ab12cd3ef45gh678')).toBe('AB12CD-3EF45-GH-678|');
    expect(typeInto(GIIN, 'ab_12 cd')).toBe('AB12CD|');
    expect(typeInto(compileMask({ mask: 'XXXXXX-XXXXX-XX-XXX' }), 'ab12cd3')).toBe('ab12cd-3|');
  });
  it('knows 0, a, * and X; every other mask character is fixed', () => {
    const mask = compileMask({ mask: 'a*0X.' });
    expect(conform(mask, 'é!9z.')).toBe('é!9z.');
    expect(conform(mask, '1')).toBe('');
    expect(mask.slots.map((slot) => slot.kind)).toEqual(['input', 'input', 'input', 'input', 'fixed']);
  });
  it('gives the unmasked value', () => {
    expect(unmask(EID, '784-1234-1234567-1')).toBe('123412345671');
    expect(unmask(GIIN, 'AB12CD-3EF45-GH-678')).toBe('AB12CD3EF45GH678');
    expect(unmask(DATE, '15/03')).toBe('1503');
  });
});

describe('mask engine: a stored value or a paste', () => {
  it('masks a full value with or without its fixed characters', () => {
    expect(conform(EID, '784-1234-1234567-1')).toBe('784-1234-1234567-1');
    expect(conform(EID, '784123412345671')).toBe('784-1234-1234567-1');
    expect(conform(EID, '784 1234 1234567 1')).toBe('784-1234-1234567-1');
    expect(conform(GIIN, 'ab12cd-3ef45-gh-678')).toBe('AB12CD-3EF45-GH-678');
  });
  it('keeps what fits of text that does not match', () => {
    expect(conform(EID, 'abc')).toBe('');
    expect(conform(DATE, '2020-13-45')).toBe('20/20/1345');
    expect(conform(TIME, '9:30')).toBe('93:0');
  });
  it('pastes over the caret or a selection like typing', () => {
    expect(press(EID, '|', '784-1234-1234567-1')).toBe('784-1234-1234567-1|');
    expect(press(EID, '|', '784123412345671')).toBe('784-1234-1234567-1|');
    expect(press(EID, '784-12|34-1234', '99')).toBe('784-1299|-341234');
    expect(press(DATE, '|15/03/2020', '31', 2)).toBe('31|/03/2020');
    expect(press(EID, '|784-1234', '784-5555-5555555-5', 8)).toBe('784-5555-5555555-5|');
  });
  it('refuses a paste into a full value (nothing would be pushed off the end)', () => {
    expect(press(EID, '784-12|34-1234567-1', '99')).toBe('784-12|34-1234567-1');
  });
});

describe('mask engine: editing in the middle', () => {
  it('moves the characters after the caret along, over the fixed ones', () => {
    expect(press(EID, '784-12|34-1234', '9')).toBe('784-129|3-41234');
    expect(press(EID, '784-1234|-1234', '9')).toBe('784-1234-9|1234');
    expect(press(EID, '|784-1234-1234', '9')).toBe('784-9|123-41234');
  });
  it('refuses a wrong character and leaves the caret where it was', () => {
    expect(press(EID, '784-12|34-1234', 'a')).toBe('784-12|34-1234');
    expect(press(EID, '784-1234-|', 'a')).toBe('784-1234-|');
  });
  it('refuses typing into a full value', () => {
    expect(press(EID, '784-12|34-1234567-1', '9')).toBe('784-12|34-1234567-1');
  });
  it('steps over a fixed character typed where it already is', () => {
    expect(press(EID, '784-1234|-1234', '-')).toBe('784-1234-|1234');
  });
  it('replaces a selection', () => {
    expect(press(EID, '784-1|234-1234', '9', 11)).toBe('784-19|34');
    expect(press(DATE, '|15/03/2020', '3', 2)).toBe('3|0/32/020');
  });
});

describe('mask engine: deleting', () => {
  it('deletes the character before the caret and moves the rest back', () => {
    expect(press(EID, '784-12|34-1234', 'Backspace')).toBe('784-1|341-234');
    expect(press(EID, '784-12|34-1234', 'Delete')).toBe('784-12|41-234');
  });
  it('moves over a fixed character instead of deleting it when input follows', () => {
    expect(press(EID, '784-1234-|1234', 'Backspace')).toBe('784-1234|-1234');
    expect(press(EID, '784-1234|-1234', 'Delete')).toBe('784-1234-|1234');
    expect(press(EID, '784-|1234', 'Backspace')).toBe('784-|1234');
  });
  it('drops fixed characters left at the end, so the value reads as if typed', () => {
    expect(press(EID, '784-1234-5|', 'Backspace')).toBe('784-1234|');
    expect(press(EID, '784-1234-|', 'Backspace')).toBe('784-1234|');
    expect(press(DATE, '15/0|', 'Backspace')).toBe('15|');
  });
  it('empties the field when the last typed character goes (the fixed 784 alone is no value)', () => {
    expect(press(EID, '784-1|', 'Backspace')).toBe('|');
    expect(press(EID, '|784-1234', 'Backspace', 8)).toBe('|');
  });
  it('deletes a selection', () => {
    expect(press(EID, '784-1|234-1234', 'Backspace', 11)).toBe('784-1|34');
    expect(press(EID, '|784-12', 'Backspace', 5)).toBe('784-|2');
  });
});

describe('mask engine: caret', () => {
  it('keeps the caret out of the fixed start', () => {
    expect(alignCaret(EID, '784-1234', 1)).toBe(4);
    expect(alignCaret(EID, '784-1234', 6)).toBe(6);
    expect(alignCaret(EID, '78', 1)).toBe(2);
    expect(alignCaret(DATE, '15/03', 0)).toBe(0);
    expect(alignCaret(EID, '784-1', 9)).toBe(5);
  });
  it('moves the caret out of the fixed start after an edit there', () => {
    expect(press(EID, '|784-1', '4')).toBe('784-|1');
    expect(press(EID, '|784-1', 'x')).toBe('784-|1');
  });
  it('puts the caret after what was typed, past fixed characters written for it', () => {
    const edit: Edit = { start: 8, end: 8, inserted: '5', direction: 'none' };
    expect(applyEdit(EID, '784-1234', edit)).toEqual({ text: '784-1234-5', caret: 10 });
  });
});

describe('inferEdit', () => {
  it('reads typing, Backspace and Delete from the texts before and after', () => {
    expect(inferEdit('784-12', { start: 6, end: 6 }, '784-123', 7)).toEqual({ start: 6, end: 6, inserted: '3', direction: 'none' });
    expect(inferEdit('784-12', { start: 6, end: 6 }, '784-1', 5)).toEqual({ start: 5, end: 6, inserted: '', direction: 'backward' });
    expect(inferEdit('784-12', { start: 5, end: 5 }, '784-1', 5)).toEqual({ start: 5, end: 6, inserted: '', direction: 'forward' });
  });
  it('copes with a stale selection (an edit without a key press): the edit is widened, the result the same', () => {
    const edit = inferEdit('784-12', { start: 0, end: 0 }, '784-1299', 8);
    expect(applyEdit(EID, '784-12', edit)).toEqual({ text: '784-1299', caret: 8 });
    expect(inferEdit('784-1234', { start: 20, end: 20 }, '784-123', 7)).toEqual({ start: 7, end: 8, inserted: '', direction: 'backward' });
  });
});
