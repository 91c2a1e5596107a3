import { appRelease, hasAppRelease, putReleaseInUse, type AppRelease } from './current';

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

/** A release's files (its validators load when a form first needs them: src/web/forms/registry-context.tsx). */
export async function fetchRelease(id: string): Promise<AppRelease> {
  const [schemas, content] = await Promise.all([json(releaseUrl(id, 'schemas.json')), json(releaseUrl(id, 'content.json'))]);
  return { id, bundle: { schemas, content } };
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
  const promise = fetchRelease(id).then(putReleaseInUse);
  switching = { id, promise };
  promise
    .catch(() => undefined)
    .finally(() => {
      if (switching?.promise === promise) switching = undefined;
    });
  return promise;
}
