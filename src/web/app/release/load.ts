import { mutate, preload } from 'swr';
import type { AppConfig } from '../../../core/api/config';
import { datalistFiles } from '../../../core/schema/bundle-files';
import { configKey, roleOfPath } from '../../api/config-key';
import { fetcher } from '../../api/http';
import { appRelease, hasAppRelease, putReleaseInUse, type AppRelease } from './current';
import { wordsFileOf } from '../../../core/messages/languages';
import { pageLanguage } from '../language/page-language';

/** Where the server serves a release's files: immutable, so the browser keeps them once fetched. */
export const releaseUrl = (id: string, file: string) => `/api/v1/releases/${encodeURIComponent(id)}/${file}`;

/** The meta element the server names the published release in, in the page it answers. */
export const RELEASE_META = 'quick-apply-release';

/** The header every API answer names the published release in (src/server/plugins/release.ts). */
export const RELEASE_HEADER = 'quick-apply-release';

async function json(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** The id of the published release: from the page the server answered, else asked of the server. */
export async function publishedReleaseId(): Promise<string> {
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${RELEASE_META}"]`)?.content;
  if (named) return named;
  const answer = await json('/api/v1/releases/current');
  return String(answer.releaseId);
}

/**
 * A release's files, every one as the analysts wrote it (the studio, an earlier release's words).
 * Its validators load when a form first needs them: src/web/forms/registry-context.tsx.
 */
export async function fetchRelease(id: string): Promise<AppRelease> {
  const [schemas, content, datalists] = await Promise.all(['schemas.json', 'content.json', 'datalists.json'].map((file) => json(releaseUrl(id, file))));
  return { id, bundle: { schemas, content: { ...content, ...datalists } } };
}

/**
 * The configuration answer of the page's role (the shell reads it under the same key): the app's
 * first one is preloaded into SWR, so the shell's read takes it rather than asking again; a later
 * one replaces what SWR holds.
 */
async function pageConfig(first: boolean): Promise<AppConfig> {
  const key = configKey(roleOfPath(location.pathname));
  if (first) return preload(key, fetcher<AppConfig>);
  const config = await fetcher<AppConfig>(key);
  void mutate(key, config, { revalidate: false });
  return config;
}

/**
 * The release the app runs under: its schemas and words, and the datalists from the configuration
 * answer, as the specification has it; from the release's own datalists.json only when that
 * answer was made under another release (one was published in between).
 */
async function fetchAppRelease(id: string, first: boolean): Promise<AppRelease> {
  // the words of the page's language only: another language's are never fetched
  const [schemas, content, config] = await Promise.all([
    json(releaseUrl(id, 'schemas.json')),
    json(releaseUrl(id, wordsFileOf(pageLanguage()))),
    pageConfig(first),
  ]);
  const datalists = config.releaseId === id && config.datalist ? datalistFiles(config.datalist) : await json(releaseUrl(id, 'datalists.json'));
  return { id, bundle: { schemas, content: { ...content, ...datalists } } };
}

/** Loads the published release and puts it in use (main.tsx, before the app's modules). */
export async function loadPublishedRelease(): Promise<void> {
  putReleaseInUse(await fetchAppRelease(await publishedReleaseId(), true));
}

let switching: { id: string; promise: Promise<void> } | undefined;

/**
 * A server answered under release `id`: when it is not the one in use, it is loaded and put in use.
 * What the applicant typed stays (it lives in the app's state, not in the forms), and the forms,
 * rules and words follow the new release on their next render.
 */
export function followRelease(id: string | null | undefined): Promise<void> | undefined {
  if (!id || !hasAppRelease() || appRelease().id === id) return undefined;
  if (switching?.id === id) return switching.promise;
  const promise = fetchAppRelease(id, false).then(putReleaseInUse);
  switching = { id, promise };
  promise
    .catch(() => undefined)
    .finally(() => {
      if (switching?.promise === promise) switching = undefined;
    });
  return promise;
}
