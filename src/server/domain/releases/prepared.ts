import { setImmediate } from 'node:timers/promises';
import type { Bundle } from '../../../core/bundle';
import { prepareDocumentConditions } from '../../../core/documents/derive';
import { documentRules } from '../../../core/documents/rules';
import { registryOf } from '../prospects/validation';
import { createScreening } from '../screening';
import type { ServerSources } from '../validators/generate-server';
import { generatedSources, linkedDocumentCondition, prepareValidators } from '../validators/server-validators';

const preparing = new WeakMap<Bundle, Promise<void>>();
const prepared = new WeakSet<Bundle>();

export interface Preparation {
  /** the server's validators of the files, generated in a release thread */
  generate(bundle: Bundle): Promise<ServerSources>;
  /** the routes' own validators compiled, one at a time (the same promise for every release) */
  routes(): Promise<void>;
  /** told what could not be made: it is then compiled where it is first needed, as before */
  failed(error: unknown): void;
}

/**
 * What a release's requests check with, made before the first of them is answered: its validators
 * generated in a release thread and linked, its screening and documents conditions and the routes'
 * validators compiled one at a time. Compiled by a request instead, they held the event loop
 * 0.1–0.4 s for every other request (tests/security/event-loop.test.ts). Resolves once all are
 * done or failed; undefined when they are done.
 */
export function prepareRelease(release: { id: string; bundle: Bundle }, how: Preparation): Promise<void> | undefined {
  const { bundle } = release;
  if (prepared.has(bundle)) return undefined;
  let promise = preparing.get(bundle);
  if (!promise) {
    // the thread's work begins at once; what the server's thread does of it waits its turn
    generatedSources(release, how.generate).catch(() => undefined);
    // one piece at a time: pieces of two lines of work would run in one turn of the loop (Node runs every
    // setImmediate queued before its turn together), holding it as long as both
    promise = (async () => {
      await how.routes().catch(how.failed);
      await createScreening(bundle).prepare().catch(how.failed);
      await prepareValidators(release, how.generate, how.failed);
      // the release's registry (its steps' schemas with their references laid in), as the first save would make it
      registryOf(bundle);
      await setImmediate();
      // the documents conditions are among the generated validators: made of them once they are linked
      await prepareDocumentConditions(documentRules(bundle), setImmediate, (combined) => linkedDocumentCondition(bundle, combined)).catch(how.failed);
      prepared.add(bundle);
    })();
    preparing.set(bundle, promise);
  }
  return promise;
}
