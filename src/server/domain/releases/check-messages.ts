import type { Bundle } from '../../../core/bundle';
import type { Problem } from '../../../core/schema/check';

/** What the server asks of the release check's thread (check-thread.ts). */
export type CheckRequest =
  /** the check of `files` (prove-release.ts), its findings said in `lang` with `words` (the studio.json files they are taken from) */
  | { kind: 'prove'; id: number; key: string; files: Bundle; words: Bundle['content']; lang: string }
  /** for each record, the titles of the steps the release proven under `key` would open again */
  | { kind: 'reopens'; id: number; key: string; records: unknown[] };

export type CheckReply =
  | { id: number; kind: 'proven'; findings: Problem[]; passed: boolean }
  | { id: number; kind: 'reopens'; titles: string[][] }
  /** the release of `key` is not (or no longer) proven in this thread */
  | { id: number; kind: 'unknown' }
  | { id: number; kind: 'failed'; message: string };
