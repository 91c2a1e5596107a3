import type { Bundle } from '../../../core/bundle';
import { isPlainFileName, isStepSchema } from '../../../core/schema/bundle-files';
import { expectedSchemaRef } from '../../../core/schema/file-schemas';
import { fileText, type FilePath } from './working-copy';

/** Why a name cannot be a new file of the release (a key of desk.newFileRefused), or undefined. */
export function newFileRefusal(path: FilePath, existing: readonly FilePath[]): 'folder' | 'json' | 'plain' | 'exists' | undefined {
  const [folder, ...rest] = path.split('/');
  if ((folder !== 'schemas' && folder !== 'content') || rest.length === 0) return 'folder';
  if (!path.endsWith('.json')) return 'json';
  if (!isPlainFileName(rest.join('/'))) return 'plain';
  if (existing.includes(path)) return 'exists';
  return undefined;
}

/**
 * The text a new file starts with: the `$schema` its kind names (so the editor completes it at once);
 * a step's schema also its `$id` and an object with no questions yet.
 */
export function starterText(path: FilePath, bundle: Bundle): string {
  const file = path.split('/').slice(1).join('/');
  const schema = expectedSchemaRef(path, bundle);
  const step = path.startsWith('schemas/') && isStepSchema(file) ? { $id: file, type: 'object', properties: {} } : {};
  return fileText({ ...(schema ? { $schema: schema } : {}), ...step });
}
