/**
 * Where the registry's validate functions come from. Two implementations give the same answers:
 * - `./compile-at-runtime.ts`: ajv compiles the schema files when first needed (server, tests,
 *   `npm run dev` with hot reload of a schema edit);
 * - `./compiled/precompiled.ts`: ajv *standalone* code generated at build time (the production
 *   browser bundle: no ajv compiler, no `new Function`, so the CSP needs no 'unsafe-eval').
 * `vite build` swaps the first module for the generated one (src/cli/precompiled-validators-plugin.ts).
 */
import type { AjvLikeError } from './describe-errors';
import type { Mode } from './registry';

/** An ajv validate function: true when valid, else its `errors`. */
export type ValidateFn = ((data: unknown) => boolean) & { errors?: AjvLikeError[] | null };

export interface SchemaValidators {
  /** The validate function of the schema file `id` ("steps/companyInfo/companyDetails.schema.json") in `mode`; throws when there is none. */
  file(mode: Mode, id: string): ValidateFn;
  /** Whether a schema file of that id exists. */
  hasFile(id: string): boolean;
  /** A condition (a wizard step's `when`, a ui schema's `if`), judged against the submit copies of the files. */
  condition(schema: object): ValidateFn;
  /**
   * A part of the step `rootId` that RJSF asks `isValid` about (an `if`, an option), by its RJSF
   * key (`$id` or hashForSchema). The same function serves both modes (the part is not rewritten).
   */
  part(rootId: string, key: string, schema: object): ValidateFn;
  /**
   * Resolves once the validators of these schema files are loaded (the generated ones load per
   * steps folder, on first use); undefined when they already are. While they are not, `file` and
   * `part` throw a {@link ValidatorsLoading} (a thenable: React's Suspense waits for it).
   */
  ready(ids: readonly string[]): Promise<void> | undefined;
  /**
   * Fetches what `ready` would load for these files without running it (the generated modules are
   * preloaded, not evaluated), so a later `ready` needs no network: for forms a save may check while
   * the network is gone. Nothing to do where the validators are always ready.
   */
  prefetch(ids: readonly string[]): void;
}

/** Thrown (Suspense-style) by a validator that is still loading; `then` waits for it. */
export class ValidatorsLoading extends Error {
  constructor(
    readonly ids: readonly string[],
    private readonly loading: Promise<void>,
  ) {
    super(`the validators of ${ids.join(', ')} are still loading: await registry.ready() first`);
  }
  then<T>(onFulfilled?: () => T, onRejected?: (reason: unknown) => T): Promise<T | void> {
    return this.loading.then(onFulfilled, onRejected);
  }
}
