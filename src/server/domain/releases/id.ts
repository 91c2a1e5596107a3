import { createHash } from 'node:crypto';
import type { Bundle } from '../../../core/bundle';
import { canonicalJson } from '../../../core/schema/compiled/schema-key';

/**
 * A release's id: the hash of its files' content (keys sorted, so the same files give the same id
 * whatever order they were read in). 16 hex characters: a collision needs some 2^32 releases.
 */
export function releaseIdOf(bundle: Bundle): string {
  const text = canonicalJson({ schemas: bundle.schemas, content: bundle.content });
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** What a release id looks like (routes refuse anything else before asking the database). */
export const RELEASE_ID_PATTERN = '^[0-9a-f]{16}$';
