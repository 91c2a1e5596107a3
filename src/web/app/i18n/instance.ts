import { fallbackChainOf, translate, type TFunction } from './translate';
import type { Resources, Words } from './words';

/** The namespace of keys without "ns:" when a component names none. */
export const DEFAULT_NAMESPACE = 'common';

/** Fetches content/<lng>/<ns>.json; undefined when there is no such file (the namespace stays empty). */
export type LoadWords = (lng: string, ns: string) => Promise<unknown> | undefined;

/** A language's words, some of which may still be on their way. */
export interface I18n {
  readonly language: string;
  /** t for keys in the default namespace ("common") or written "ns:key" */
  readonly t: TFunction;
  /** t for keys in `ns` (or written "ns:key"): the same function every time for the same `ns` */
  getFixedT(ns: string): TFunction;
  /** true when the words of `ns` are here (or will never come) */
  hasLoadedNamespace(ns: string): boolean;
  /**
   * Starts fetching every namespace of `namespaces` not here yet; undefined when none is missing,
   * else a promise (the same one until it settles) that resolves when one of them has arrived.
   */
  loadNamespaces(namespaces: readonly string[]): Promise<void> | undefined;
}

export interface InstanceOptions {
  /** words already here; fetched namespaces are added to it */
  resources: Resources;
  lng: string;
  /** without it every namespace not in `resources` is taken as empty (tests, the studio) */
  load?: LoadWords;
  /** a failed fetch is tried again this many times, waiting `retryDelay` ms, then twice as long each time */
  retries?: number;
  retryDelay?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Words of `lng` (then its base language, then English), fetching namespaces on demand through `load`. */
export function createInstance({ resources, lng, load, retries = 5, retryDelay = 350 }: InstanceOptions): I18n {
  const languages = fallbackChainOf(lng);
  const fetches = new Map<string, Promise<void>>();
  const done = new Set<string>();
  const fixed = new Map<string, TFunction>();

  const here = (code: string, ns: string) => !load || resources[code]?.[ns] !== undefined || done.has(`${code}|${ns}`);

  async function read(code: string, ns: string): Promise<Words | undefined> {
    for (let tried = 0; ; tried++) {
      try {
        return (await load!(code, ns)) as Words | undefined;
      } catch {
        // after the last try the namespace stays empty and its keys show
        if (tried >= retries) return undefined;
        await wait(retryDelay * 2 ** tried);
      }
    }
  }

  function fetchWords(code: string, ns: string): Promise<void> {
    const id = `${code}|${ns}`;
    let fetching = fetches.get(id);
    if (!fetching) {
      fetching = read(code, ns).then((words) => {
        if (words) (resources[code] ??= {})[ns] = words;
        done.add(id);
      });
      fetches.set(id, fetching);
    }
    return fetching;
  }

  function getFixedT(ns: string): TFunction {
    let t = fixed.get(ns);
    if (!t) {
      t = (key, options) => translate(resources, languages, ns, key, options);
      fixed.set(ns, t);
    }
    return t;
  }

  return {
    language: lng,
    t: getFixedT(DEFAULT_NAMESPACE),
    getFixedT,
    hasLoadedNamespace: (ns) => languages.every((code) => here(code, ns)),
    loadNamespaces(namespaces) {
      let first: Promise<void> | undefined;
      for (const ns of namespaces) {
        for (const code of languages) {
          if (here(code, ns)) continue;
          const fetching = fetchWords(code, ns);
          first ??= fetching;
        }
      }
      return first;
    },
  };
}
