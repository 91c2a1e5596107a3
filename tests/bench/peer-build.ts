// Builds the bench's peer (tests/bench/peer/): stock RJSF + @rjsf/chakra-ui rendering the product's
// largest step. The step's schema is the one the product renders (refs inlined), with its datalists
// written in as enums and its titles as words, since stock RJSF knows neither; its UI schema keeps
// the order and the text areas and names only RJSF's own widgets.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { createRegistry, type Registry } from '../../src/core/schema/registry';
import { loadBundle } from '../../src/server/content/load-bundle';
import type { StudioStep } from './largest-step';

type Node = Record<string, unknown>;

/** Our widgets as RJSF's own: a yes/no is a radio group, a date its date input; the rest take RJSF's default. */
const STOCK_WIDGETS: Record<string, string> = { yesNo: 'radio', textarea: 'textarea', date: 'date' };

function stockSchema(registry: Registry, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => stockSchema(registry, item));
  if (!node || typeof node !== 'object') return node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node as Node)) {
    if (key === '$id' || key === '$comment') continue;
    if (key === 'datalist' && typeof value === 'string') out.enum = registry.datalist(value).map((item) => item.code);
    else if (key === 'title' && typeof value === 'string') out.title = registry.text('fields', value);
    else out[key] = stockSchema(registry, value);
  }
  return out;
}

function stockUiSchema(node: unknown): unknown {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node as Node)) {
    if (key === 'ui:widget') {
      if (typeof value === 'string' && STOCK_WIDGETS[value]) out[key] = STOCK_WIDGETS[value];
    } else if (key === 'ui:options') {
      const { rows, label } = value as Node;
      out[key] = { ...(rows !== undefined ? { rows } : {}), ...(label !== undefined ? { label } : {}) };
    } else if (key === 'ui:order' || !key.startsWith('ui:')) out[key] = key === 'ui:order' ? value : stockUiSchema(value);
  }
  return out;
}

/** Builds the peer page with the step in it; answers the folder to serve. */
export async function buildPeer(rootDir: string, target: StudioStep): Promise<string> {
  const registry = createRegistry(await loadBundle(rootDir));
  const def = registry.wizard(target.wizardId).steps.find((step) => step.id === target.stepId);
  if (!def) throw new Error(`no step ${target.stepId} in wizard ${target.wizardId}`);
  const entry = registry.stepOf(def);
  const outDir = mkdtempSync(join(tmpdir(), 'qa-bench-peer-'));
  await build({
    configFile: false,
    root: join(rootDir, 'tests/bench/peer'),
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { outDir, emptyOutDir: true },
  });
  const step = { title: `${target.wizardTitle} › ${target.stepTitle}`, schema: stockSchema(registry, entry.schema), uiSchema: stockUiSchema(entry.uiSchema) };
  writeFileSync(join(outDir, 'step.json'), JSON.stringify(step));
  return outDir;
}
