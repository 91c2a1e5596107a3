import type { Bundle } from '../../../core/bundle';
import type { Problem } from '../../../core/schema/check';
import type { GeneratedSources } from '../../../core/schema/compiled/generate';
import type { ServerSources } from '../validators/generate-server';

/** What the server asks of a release thread (check-thread.ts). */
export type CheckAsk =
  /** the check of `files` (prove-release.ts), its findings said in `lang` with `words` (the studio.json files they are taken from) */
  | { kind: 'prove'; key: string; files: Bundle; words: Bundle['content']; lang: string }
  /** for each record, the titles of the steps the release proven under `key` would open again */
  | { kind: 'reopens'; key: string; records: unknown[] }
  /** the browser's validator modules of `files` (compiled/generate.ts) */
  | { kind: 'generate'; files: Bundle }
  /** the server's own validators of `files` (domain/validators/generate-server.ts) */
  | { kind: 'generate-server'; files: Bundle }
  /** whether every screening condition of `files` is valid JSON Schema (domain/screening/conditions.ts) */
  | { kind: 'check-screening'; files: Bundle }
  /** a sheet of `files` in `lang` (domain/key-facts): a key-facts statement or a product's sheet */
  | { kind: 'sheet'; files: Bundle; lang: string; sheet: SheetKind; file: string };

/** The two kinds of sheet: /key-facts/{file} and /sheets/{file}. */
export type SheetKind = 'key-facts' | 'sheets';

/** An ask as it is sent: numbered, so its reply finds it. */
export type CheckRequest = CheckAsk & { id: number };

export type CheckReply =
  | { id: number; kind: 'proven'; findings: Problem[]; passed: boolean }
  | { id: number; kind: 'reopens'; titles: string[][] }
  | { id: number; kind: 'generated'; sources: GeneratedSources }
  | { id: number; kind: 'generated-server'; sources: ServerSources }
  | { id: number; kind: 'screening-valid' }
  /** the sheet's PDF; null when no sheet has that file name */
  | { id: number; kind: 'sheet'; pdf: Uint8Array | null }
  /** the release of `key` is not (or no longer) proven in this thread */
  | { id: number; kind: 'unknown' }
  | { id: number; kind: 'failed'; message: string };
