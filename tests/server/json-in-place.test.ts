import fc from 'fast-check';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editedJsonText } from '../../src/core/files/json-in-place';
import { repoRoot } from './helpers/app';

// release:export writes each file of a release over the repository's own text (src/core/files/json-in-place.ts).

const text = `{
  "$comment": "x",
  "a": { "type": "number", "minimum": 0, "errorMessage": { "type": "notValidNumber" } },
  "list": ["one", "two", "three"],
  "deep": {
    "b": 1,
    "multi": [
      "p",
      "q"
    ],
    "empty": {}
  }
}
`;
const changedLines = (a: string, b: string) => {
  const [left, right] = [a.split('\n'), b.split('\n')];
  return { added: right.filter((line) => !left.includes(line)), removed: left.filter((line) => !right.includes(line)) };
};

describe('a JSON file written over its earlier text', () => {
  it('changes only the values that differ, in the file’s own layout', () => {
    const next = JSON.parse(text);
    next.a.minimum = 5;
    expect(changedLines(text, editedJsonText(text, next))).toEqual({
      added: ['  "a": { "type": "number", "minimum": 5, "errorMessage": { "type": "notValidNumber" } },'],
      removed: ['  "a": { "type": "number", "minimum": 0, "errorMessage": { "type": "notValidNumber" } },'],
    });
    next.list.splice(1, 0, 'one-and-half');
    next.deep.multi.push('r');
    delete next.deep.b;
    next.deep.empty.k = 'v';
    next.deep.added = { y: [1, 2] };
    expect(editedJsonText(text, next)).toBe(`{
  "$comment": "x",
  "a": { "type": "number", "minimum": 5, "errorMessage": { "type": "notValidNumber" } },
  "list": ["one", "one-and-half", "two", "three"],
  "deep": {
    "multi": [
      "p",
      "q",
      "r"
    ],
    "empty": { "k": "v" },
    "added": { "y": [1, 2] }
  }
}
`);
  });

  it('leaves a file with the same values as it is, whatever its key order', () => {
    const reordered = Object.fromEntries(Object.entries(JSON.parse(text)).reverse());
    expect(editedJsonText(text, reordered)).toBe(text);
  });

  it('gives the new value for any pair of values (fast-check), and a one-value change of a real file is a one-line diff', async () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (before, after) => {
        const written = editedJsonText(`${JSON.stringify(before, null, 2)}\n`, after);
        expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(after)));
      }),
      { numRuns: 300 },
    );
    // a key an object has by inheritance (toString) is not the object's own
    expect(JSON.parse(editedJsonText(`${JSON.stringify({ '': {} }, null, 2)}\n`, { toString: 0 }))).toEqual({ toString: 0 });
    expect(JSON.parse(editedJsonText(`${JSON.stringify({ constructor: 1, a: { b: 1 } }, null, 2)}\n`, { a: { b: 2 } }))).toEqual({ a: { b: 2 } });
    // a __proto__ key is the object's own, in the text before and in the value after (a CI counterexample)
    expect(JSON.parse(editedJsonText('{\n  "__proto__": ""\n}\n', {}))).toEqual({});
    expect(JSON.parse(editedJsonText('{}\n', JSON.parse('{"__proto__": 1}')))).toEqual(JSON.parse('{"__proto__": 1}'));
    const file = await readFile(path.join(repoRoot, 'schemas/defs/text.json'), 'utf8');
    const next = JSON.parse(file);
    next.$defs.companyName.maxLength = 40;
    const { added, removed } = changedLines(file, editedJsonText(file, next));
    expect([added.length, removed.length]).toEqual([1, 1]);
  });
});
