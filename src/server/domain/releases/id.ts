import { createHash } from 'node:crypto';
import type { Bundle } from '../../../core/bundle';
import { canonicalJson } from '../../../core/schema/compiled/schema-key';

/**
 * A release's id: the hash of its files' content (keys sorted, so the same files give the same id
 * whatever order they were read in). 16 hex characters: a collision needs some 2^32 releases.
 */
// a request's files are read once and never changed: their id (tens of ms of hashing for a whole
// release) is worked out once however many times the route names it
const ids = new WeakMap<Bundle, string>();

export function releaseIdOf(bundle: Bundle): string {
  let id = ids.get(bundle);
  if (id === undefined) {
    const text = canonicalJson({ schemas: bundle.schemas, content: bundle.content });
    ids.set(bundle, (id = createHash('sha256').update(text).digest('hex').slice(0, 16)));
  }
  return id;
}

/** What a release id looks like (routes refuse anything else before asking the database). */
export const RELEASE_ID_PATTERN = '^[0-9a-f]{16}$';
