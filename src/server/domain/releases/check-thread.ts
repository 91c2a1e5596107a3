/**
 * A release thread (release-checker.ts starts it): proving a release takes seconds of work (every
 * schema compiled, each wizard's answers tried), and generating the browser's validators of a
 * release half a second; on the server's own thread either held every customer's request that
 * long. Here they hold only the analysts' checks, or the pages waiting for those validators.
 */
import { parentPort } from 'node:worker_threads';
import { findingSayer } from '../../../core/schema/finding-words';
import { generateValidators } from '../../../core/schema/compiled/generate';
import { proveRelease } from '../../../core/schema/prove-release';
import type { Registry } from '../../../core/schema/registry';
import { stepsToReopen } from '../../../core/wizard/reopen';
import type { CheckReply, CheckRequest } from './check-messages';

/** The registries of the last releases proven, by key: twice as many as the server keeps checks (analysts.ts). */
const KEPT = 16;
const proven = new Map<string, Registry>();
const port = parentPort!;
const reply = (message: CheckReply) => port.postMessage(message);

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
