import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { basicSetup } from 'codemirror';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { unifiedMergeView } from '@codemirror/merge';
import { autocompletion } from '@codemirror/autocomplete';
import { positionOfPath } from './json-positions';
import { schemaCompletion, schemaLint } from './schema-assist';

export interface EditorFinding {
  /** dotted place in the file ("properties.companyName.maxLength"); "" = the whole file */
  at: string;
  message: string;
}

export interface JsonEditorProps {
  /** the file's text when the editor opens (it keeps its own afterwards) */
  text: string;
  /** the file's JSON Schema: completion, and checks as the analyst types */
  schema: Record<string, unknown>;
  /** what the release check found in this file */
  findings: readonly EditorFinding[];
  /** the published text: shown as a diff in the editor when given */
  original?: string;
  label: string;
  onChange(text: string): void;
}

/**
 * A JSON file in CodeMirror 6: syntax, completion and checks from the file's JSON Schema
 * (./schema-assist.ts), the release check's findings at their place, and, when asked, the
 * changes against the published file inline (@codemirror/merge).
 */
export function JsonEditor({ text, schema, findings, original, label, onChange }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const findingsRef = useRef(findings);
  const changeRef = useRef(onChange);
  const viewRef = useRef<EditorView | undefined>(undefined);
  findingsRef.current = findings;
  changeRef.current = onChange;

  useEffect(() => {
    const checkFindings = linter((view): Diagnostic[] =>
      findingsRef.current.map((finding) => {
        const { from, to } = positionOfPath(view.state, finding.at);
        return { from, to, severity: 'error', message: finding.message, source: 'release check' };
      }),
    );
    const extensions: Extension[] = [
      basicSetup,
      json(),
      linter(jsonParseLinter()),
      linter((view) => schemaLint(schema)(view.state)),
      autocompletion({ override: [schemaCompletion(schema)] }),
      checkFindings,
      lintGutter(),
      // tabindex: the text is a tab stop of its own (axe counts a scroller's content focusable only so)
      EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
      // the editor's own scroller holds the text the keyboard edits (a scrolling frame around it would hold nothing focusable)
      EditorView.theme({ '&': { maxHeight: '70vh' }, '.cm-scroller': { overflow: 'auto' } }),
      // long lines ($comment texts) wrap: the desk, the check and Publish stay on a 1280 px screen
      EditorView.lineWrapping,
      EditorView.updateListener.of((update) => {
        if (update.docChanged) changeRef.current(update.state.doc.toString());
      }),
    ];
    if (original !== undefined) extensions.push(unifiedMergeView({ original, mergeControls: false }));
    const view = new EditorView({ state: EditorState.create({ doc: text, extensions }), parent: host.current! });
    viewRef.current = view;
    return () => view.destroy();
    // the editor is made again for another file, schema or diff; typing changes only its own state
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schema, original, label]);

  // new findings: the lint runs again (CodeMirror asks the linter on changes; a finding from the server arrives later)
  useEffect(() => {
    const view = viewRef.current;
    if (view) view.dispatch({});
  }, [findings]);

  // JSON is code: it reads left to right on an Arabic page too (its strings isolate themselves per line)
  return <Box ref={host} dir="ltr" borderWidth="1px" borderColor="ink.300" rounded="md" fontSize="sm" data-testid="json-editor" />;
}
