import { CompletionContext } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { ensureSyntaxTree } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { fileSchemaOf } from '../../../src/core/schema/file-schemas';
import { schemaCompletion, schemaLint } from '../../../src/web/features/studio/schema-assist';
import { appBundle } from '../app-bundle';

const STEP = 'schemas/steps/companyInfo/companyDetails.schema.json';
const stateOf = (text: string) => {
  const state = EditorState.create({ doc: text, extensions: [json()] });
  ensureSyntaxTree(state, state.doc.length, 5000);
  return state;
};

describe('the studio editor on a step schema file', () => {
  const schema = fileSchemaOf(STEP, appBundle);

  it('marks a keyword with the wrong kind of value where it is written, at any depth', () => {
    const text = JSON.stringify({ type: 'object', properties: { organizationInfo: { properties: { companyName: { maxLength: '40' } } } } }, null, 2);
    const state = stateOf(text);
    const marks = schemaLint(schema)(state);
    expect(marks).toHaveLength(1);
    expect(state.sliceDoc(marks[0].from, marks[0].to)).toContain('"40"');
  });

  it('completes keywords inside properties as at the top', () => {
    const text = '{ "properties": { "companyName": { "maxL } } }';
    const state = stateOf(text);
    const at = text.indexOf('maxL') + 'maxL'.length;
    const result = schemaCompletion(schema)(new CompletionContext(state, at, true));
    expect(result?.options.map((option) => option.label)).toContain('"maxLength"');
  });
});
