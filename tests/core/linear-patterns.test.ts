import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/core/schema/ajv-setup';
import { compileDocumentCondition } from '../../src/core/schema/document-conditions';

// An analyst's pattern that backtracks (`^(a|a)*$`: 1.4 s for 25 characters with JavaScript's
// engine, doubling with each more) runs in linear time on the server's validators. With a
// backtracking engine the 10,000-character text below would never finish: the test's timeout is the check.

const evil = '^(a|a)*$';
const text = `${'a'.repeat(10_000)}!`;

describe('patterns run in linear time', () => {
  it('in the validators of steps and records (ajv with RE2)', () => {
    const validate = createAjv(() => undefined).compile({ type: 'string', pattern: evil });
    expect(validate(text)).toBe(false);
    expect(validate('aaaa')).toBe(true);
    // the usual patterns keep their meaning: searched anywhere unless anchored, Unicode ranges included
    const name = createAjv(() => undefined).compile({ type: 'string', pattern: '^[A-Za-z\\u0600-\\u06FF ]+$' });
    expect([name('Amal Haddad'), name('أمل حداد'), name('Amal 7')]).toEqual([true, true, false]);
    expect(createAjv(() => undefined).compile({ type: 'string', pattern: '[0-9]{3}' })('ab123')).toBe(true);
    // two patterns in one schema are two patterns (ajv keys them by their text)
    const both = createAjv(() => undefined).compile({
      type: 'object',
      properties: { a: { type: 'string', pattern: '^[a-z]+$' }, b: { type: 'string', pattern: '^[0-9]+$' } },
    });
    expect([both({ a: 'abc', b: '123' }), both({ a: '123', b: 'abc' })]).toEqual([true, false]);
  });

  it('in the documents rules’ conditions', () => {
    const holds = compileDocumentCondition({ properties: { x: { type: 'string', pattern: evil } } });
    expect(holds({ x: text })).toBe(false);
  });
});
