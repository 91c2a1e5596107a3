/**
 * A release thread (release-thread.ts starts it): proving a release takes seconds of work (every
 * schema compiled, each wizard's answers tried), generating the browser's validators of a release
 * half a second, and the first Arabic sheet loads PDFKit and its fonts (0.1 s); on the server's own
 * thread each held every customer's request that long. Here they hold only the analysts' checks, or
 * the visitors waiting for those files.
 */
import { parentPort } from 'node:worker_threads';
import { generateValidators } from '../../../core/schema/compiled/generate';
import { generateServerValidators } from '../validators/generate-server';
import { checkScreeningConditions } from '../screening/conditions';
import { createRegistry, type Registry } from '../../../core/schema/registry';
import { stepsToReopen } from '../../../core/wizard/reopen';
import type { CheckReply, CheckRequest, SheetKind } from './check-messages';

// What every server asks of its thread (the screening's check and the validators) loads with it; the
// analysts' check and the sheets load on their first ask: the check's rules alone are some seven hundred
// modules of TypeBox, and most threads (a server that publishes nothing) never prove a release.
const proving = () => Promise.all([import('../../../core/schema/prove-release'), import('../../../core/schema/finding-words')]);
const sheets = async (): Promise<Record<SheetKind, SheetMaker>> => {
  const [{ keyFactsSheet }, { productSheet }] = await Promise.all([import('../key-facts/sheet'), import('../key-facts/product-sheets')]);
  return { 'key-facts': keyFactsSheet, sheets: productSheet };
};
type SheetMaker = typeof import('../key-facts/sheet').keyFactsSheet;

/** The registries of the last releases proven, by key: twice as many as the server keeps checks (analysts.ts). */
const KEPT = 16;
const proven = new Map<string, Registry>();
const port = parentPort!;
const reply = (message: CheckReply) => port.postMessage(message);

/** One ask: its answer, or a promise of it for the sheets, which are made side by side. */
async function answer(request: CheckRequest): Promise<void> {
  if (request.kind === 'prove') {
    const [{ proveRelease }, { findingSayer }] = await proving();
    const { findings, registry } = proveRelease(request.files, findingSayer(request.words, request.lang));
    if (registry) {
      proven.set(request.key, registry);
      for (const old of proven.keys()) if (proven.size > KEPT) proven.delete(old);
    }
    return reply({ id: request.id, kind: 'proven', findings, passed: registry !== undefined });
  }
  if (request.kind === 'generate') return reply({ id: request.id, kind: 'generated', sources: generateValidators(request.files) });
  if (request.kind === 'check-screening') {
    checkScreeningConditions(request.files);
    return reply({ id: request.id, kind: 'screening-valid' });
  }
  if (request.kind === 'generate-server') return reply({ id: request.id, kind: 'generated-server', sources: generateServerValidators(request.files) });
  if (request.kind === 'sheet') {
    const { files, lang, sheet, file } = request;
    const makers = await sheets();
    makers[sheet](files, createRegistry(files, { lang }), file).then(
      (pdf) => reply({ id: request.id, kind: 'sheet', pdf: pdf ?? null }),
      (error: unknown) => reply({ id: request.id, kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return;
  }
  const registry = proven.get(request.key);
  if (!registry) return reply({ id: request.id, kind: 'unknown' });
  const titles = request.records.map((record) => [...new Set(stepsToReopen(registry, record as never).map((step) => registry.text('wizards', step.titleKey)))]);
  reply({ id: request.id, kind: 'reopens', titles });
}

// Asks are answered in the order they came (a count of reopened drafts follows the check it needs),
// however long a module takes to load for one of them.
let queue = Promise.resolve();
port.on('message', (request: CheckRequest) => {
  queue = queue
    .then(() => answer(request))
    .catch((error: unknown) => reply({ id: request.id, kind: 'failed', message: error instanceof Error ? error.message : String(error) }));
});
