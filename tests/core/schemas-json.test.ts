import { describe, expect, it } from 'vitest';
import { listWithSchemaRef, withSchemaRef } from '../../src/cli/schema-ref';

// npm run schemas:json names each file's JSON Schema in it, the analyst's layout kept.
describe('naming a file’s JSON Schema', () => {
  it('adds $schema first, indented as the first key is, and keeps the rest as written', () => {
    const text = '{\n  "$comment": "x",\n  "a": { "b": 1 }\n}\n';
    expect(withSchemaRef(text, '../s.json')).toBe('{\n  "$schema": "../s.json",\n  "$comment": "x",\n  "a": { "b": 1 }\n}\n');
    expect(JSON.parse(withSchemaRef('{"a":1}', 'x.json'))).toEqual({ $schema: 'x.json', a: 1 });
    expect(JSON.parse(withSchemaRef('{}', 'x.json'))).toEqual({ $schema: 'x.json' });
  });

  it('replaces a $schema that names another file where it stands', () => {
    expect(withSchemaRef('{\n  "a": 1,\n  "$schema": "old.json"\n}', 'new.json')).toBe('{\n  "a": 1,\n  "$schema": "new.json"\n}');
  });

  it('turns a bare list into {"$schema", "items"}, one entry a line as written', () => {
    const text = '[\n  {"code": "A", "label": "One"},\n  {"code": "B", "label": "Two"}\n]\n';
    const out = listWithSchemaRef(text, '../../public/json-schemas/datalist.json');
    expect(out).toBe(
      '{\n  "$schema": "../../public/json-schemas/datalist.json",\n  "items": [\n    {"code": "A", "label": "One"},\n    {"code": "B", "label": "Two"}\n  ]\n}\n',
    );
    expect(JSON.parse(out).items).toEqual(JSON.parse(text));
  });
});
