/**
 * Puts a release's generated modules (./generate.ts) together into what precompiledValidators takes:
 * each factory gets ajv's run-time helpers here, so the modules themselves import nothing and the
 * server can serve them as they are. The browser loads them from its server; tests from disk.
 */
import type { KeywordFunctions } from '../keywords';
import type { ValidateFn } from '../schema-validators';
import type { Generated, GeneratedFolder } from './precompiled';
import { modules as rt } from './runtime';

type Fns = Record<string, ValidateFn>;
type Runtime = typeof rt;

/** The index module of a release's validators, as `import()` answers it. */
export interface IndexModule {
  files: Record<string, string>;
  conditions(runtime: Runtime, kw: KeywordFunctions): Fns;
}

/** A steps folder's module. */
export interface FolderModule {
  default(runtime: Runtime, kw: KeywordFunctions): GeneratedFolder;
}

/** The documents module. */
export interface DocumentsModule {
  default(runtime: Runtime): Fns;
}

export function linkValidators(
  index: IndexModule,
  loadFolder: (folder: string) => Promise<FolderModule>,
  prefetchFolder?: (folder: string) => void,
): Generated {
  const folders: Generated['folders'] = {};
  for (const folder of new Set(Object.values(index.files))) {
    folders[folder] = () => loadFolder(folder).then((module) => ({ default: (kw: KeywordFunctions) => module.default(rt, kw) }));
  }
  return { conditions: (kw) => index.conditions(rt, kw), folders, files: index.files, prefetch: prefetchFolder };
}

export function linkDocumentConditions(module: DocumentsModule): Fns {
  return module.default(rt);
}
