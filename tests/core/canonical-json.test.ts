import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/core/schema/compiled/schema-key';

/** The value with every object's properties in reverse order: the same content, another order. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, item]) => [key, reordered(item)]),
    );
  return value;
}

/** Every object's keys in the order canonicalJson wrote them, at every level. */
function keyOrders(text: string): string[][] {
  const orders: string[][] = [];
  JSON.parse(text, function (this: unknown, _key, value: unknown) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) orders.push(Object.keys(value));
    return value;
  });
  return orders;
}

// the release id (domain/releases/id.ts) and the conditions' keys are hashes of this text: it must
// stay what it is for the same content
describe('canonical JSON', () => {
  it('reads back as the value JSON would give, the same whatever the order of properties', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
        expect(canonicalJson(reordered(value))).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes keys in code-unit order at every level, integer-like keys included', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: null }], 10: true, 9: false, é: 'x', Z: 'y' })).toBe(
      '{"10":true,"9":false,"Z":"y","a":[{"c":null,"d":1}],"b":1,"é":"x"}',
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        // JSON.parse keeps integer-like keys first whatever the text's order: compare the others
        for (const keys of keyOrders(text)) {
          const named = keys.filter((key) => !/^(0|[1-9]\d*)$/.test(key));
          expect(named).toEqual([...named].sort());
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves out undefined properties and writes undefined in a list as null', () => {
    expect(canonicalJson({ a: undefined, b: [undefined, 1] })).toBe('{"b":[null,1]}');
    expect(canonicalJson(undefined)).toBe('null');
  });
});
