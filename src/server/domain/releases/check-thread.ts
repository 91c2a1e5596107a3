/**
 * A release thread (release-thread.ts starts it): proving a release takes seconds of work (every
 * schema compiled, each wizard's answers tried), generating the browser's validators of a release
 * half a second, and the first Arabic sheet loads PDFKit and its fonts (0.1 s); on the server's own
 * thread each held every customer's request that long. Here they hold only the analysts' checks, or
 * the visitors waiting for those files.
 */
import { parentPort } from 'node:worker_threads';
import { findingSayer } from '../../../core/schema/finding-words';
import { generateValidators } from '../../../core/schema/compiled/generate';
import { generateServerValidators } from '../validators/generate-server';
import { checkScreeningConditions } from '../screening/conditions';
import { createRegistry } from '../../../core/schema/registry';
import { proveRelease } from '../../../core/schema/prove-release';
import type { Registry } from '../../../core/schema/registry';
import { productSheet } from '../key-facts/product-sheets';
import { keyFactsSheet } from '../key-facts/sheet';
import { stepsToReopen } from '../../../core/wizard/reopen';
import type { CheckReply, CheckRequest, SheetKind } from './check-messages';

/** The registries of the last releases proven, by key: twice as many as the server keeps checks (analysts.ts). */
const KEPT = 16;
const proven = new Map<string, Registry>();
const port = parentPort!;
const reply = (message: CheckReply) => port.postMessage(message);

const SHEETS: Record<SheetKind, typeof keyFactsSheet> = { 'key-facts': keyFactsSheet, sheets: productSheet };

port.on('message', (request: CheckRequest) => {
  try {
    if (request.kind === 'prove') {
      const { findings, registry } = proveRelease(request.files, findingSayer(request.words, request.lang));
      if (registry) {
        proven.set(request.key, registry);
        for (const old of proven.keys()) if (proven.size > KEPT) proven.delete(old);
      }
      reply({ id: request.id, kind: 'proven', findings, passed: registry !== undefined });
      return;
    }
    if (request.kind === 'generate') return reply({ id: request.id, kind: 'generated', sources: generateValidators(request.files) });
    if (request.kind === 'check-screening') {
      checkScreeningConditions(request.files);
      return reply({ id: request.id, kind: 'screening-valid' });
    }
    if (request.kind === 'generate-server') return reply({ id: request.id, kind: 'generated-server', sources: generateServerValidators(request.files) });
    if (request.kind === 'sheet') {
      const { files, lang, sheet, file } = request;
      SHEETS[sheet](files, createRegistry(files, { lang }), file).then(
        (pdf) => reply({ id: request.id, kind: 'sheet', pdf: pdf ?? null }),
        (error: unknown) => reply({ id: request.id, kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    const registry = proven.get(request.key);
    if (!registry) return reply({ id: request.id, kind: 'unknown' });
    const titles = request.records.map((record) => [
      ...new Set(stepsToReopen(registry, record as never).map((step) => registry.text('wizards', step.titleKey))),
    ]);
    reply({ id: request.id, kind: 'reopens', titles });
  } catch (error) {
    reply({ id: request.id, kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
