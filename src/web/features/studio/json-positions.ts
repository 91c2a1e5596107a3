import type { EditorState } from '@codemirror/state';
import { syntaxTree } from '@codemirror/language';
import type { SyntaxNode } from '@lezer/common';

/** The value node of property `name` in a JSON object node, or of item `index` in an array node. */
function childValue(state: EditorState, node: SyntaxNode, key: string): SyntaxNode | undefined {
  if (node.name === 'Object') {
    for (let property = node.getChild('Property'); property; property = property.nextSibling) {
      if (property.name !== 'Property') continue;
      const name = property.getChild('PropertyName');
      if (!name) continue;
      const text = state.sliceDoc(name.from, name.to);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        continue;
      }
      if (parsed === key) return name.nextSibling?.nextSibling ?? name;
    }
  }
  if (node.name === 'Array' && /^\d+$/.test(key)) {
    let index = 0;
    for (let item = node.firstChild; item; item = item.nextSibling) {
      if (item.name === '[' || item.name === ']' || item.name === ',' || item.type.isError) continue;
      if (index === Number(key)) return item;
      index += 1;
    }
  }
  return undefined;
}

/**
 * Where a dotted place of a JSON file is in the editor ("properties.companyName.maxLength"): the
 * deepest part of it the text holds, so a finding about a missing setting marks its parent.
 */
export function positionOfPath(state: EditorState, at: string): { from: number; to: number } {
  const tree = syntaxTree(state);
  let node: SyntaxNode | null = tree.topNode.firstChild;
  if (!node) return { from: 0, to: Math.min(1, state.doc.length) };
  for (const key of at ? at.split('.') : []) {
    const next = childValue(state, node, key);
    if (!next) break;
    node = next;
  }
  const line = state.doc.lineAt(node.from);
  return { from: node.from, to: Math.min(node.to, line.to) };
}
