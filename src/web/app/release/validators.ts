/**
 * What the built browser app validates with, in place of src/core/schema/compile-at-runtime.ts
 * (vite.config.ts swaps the module; the exports are the same): the ajv standalone modules the
 * server generates for each release, fetched as same-origin scripts, so the app holds no ajv
 * compiler and the page's CSP needs no 'unsafe-eval'. A steps folder's module loads when a form of
 * it first needs it.
 */
import type { Bundle } from '../../../core/bundle';
import { linkDocumentConditions, linkValidators, type DocumentsModule, type FolderModule, type IndexModule } from '../../../core/schema/compiled/link';
import { precompiledValidators, type Generated } from '../../../core/schema/compiled/precompiled';
import type { SchemaValidators, ValidateFn } from '../../../core/schema/schema-validators';

const linked = new WeakMap<Bundle, Generated>();
/** Every documents condition fetched, by key: a key is the hash of its condition, so releases share them safely. */
export const documentConditionFns: Record<string, ValidateFn> = {};

const moduleUrl = (id: string, name: string) => `/api/v1/releases/${encodeURIComponent(id)}/validators/${name}.js`;
const folderUrl = (id: string, folder: string) => moduleUrl(id, `steps-${encodeURIComponent(folder)}`);

function load<T>(url: string): Promise<T> {
  return import(/* @vite-ignore */ url) as Promise<T>;
}

/**
 * Fetches a module into the page's module map without running it (<link rel="modulepreload">): a later `import()` of it
 * needs no network. Running a folder's module builds every validator of its steps, a long task on a phone: a page
 * prefetches the folders a save may need and runs one only when a save does.
 */
const prefetched = new Set<string>();
function prefetch(url: string): void {
  if (prefetched.has(url)) return;
  prefetched.add(url);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = url;
  document.head.append(link);
}

const preparing = new WeakMap<Bundle, Promise<void>>();

/** Undefined once the release's validators are here; until then the promise of their arrival (a failed fetch is tried again on the next call). */
export function prepareValidators(bundle: Bundle, releaseId: string): Promise<void> | undefined {
  if (linked.has(bundle)) return undefined;
  let promise = preparing.get(bundle);
  if (!promise) {
    promise = Promise.all([load<IndexModule>(moduleUrl(releaseId, 'index')), load<DocumentsModule>(moduleUrl(releaseId, 'documents'))]).then(
      ([index, documents]) => {
        Object.assign(documentConditionFns, linkDocumentConditions(documents));
        linked.set(
          bundle,
          linkValidators(
            index,
            (folder) => load<FolderModule>(folderUrl(releaseId, folder)),
            (folder) => prefetch(folderUrl(releaseId, folder)),
          ),
        );
      },
    );
    promise.catch(() => preparing.delete(bundle));
    preparing.set(bundle, promise);
  }
  return promise;
}

export function createSchemaValidators(bundle: Bundle): SchemaValidators {
  const generated = linked.get(bundle);
  if (!generated) throw new Error('The release’s validators were not fetched (src/web/app/release/load.ts prepares them)');
  return precompiledValidators(bundle, generated);
}
