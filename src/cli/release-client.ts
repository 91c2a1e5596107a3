/**
 * What release:publish and release:export share: the running product's address and an analyst's
 * credentials (QA_URL, QA_ANALYST, QA_PASSWORD), and its API, called as the studio calls it.
 */
import type { Bundle } from '../core/bundle';
import { interpolate } from '../core/messages/format';
import { Problem } from './cli-support';

export type Say = (key: string, vars?: Record<string, unknown>) => string;

export function sayOf(words: Record<string, string>): Say {
  return (key, vars = {}) => interpolate(words[key] ?? key, vars);
}

/** An environment variable the command needs, else a problem naming it. */
export function needEnv(name: string, say: Say, usage: string): string {
  const value = process.env[name]?.trim();
  if (!value) throw new Problem(`${say('missingEnv', { name })}\n${usage}`);
  return value;
}

export interface ProductApi {
  url: string;
  call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

/** The product at `url`; with credentials, calls carry the analyst's token. */
export async function productApi(url: string, say: Say, credentials?: { userName: string; password: string }): Promise<ProductApi> {
  const base = url.replace(/\/+$/, '');
  let token: string | undefined;
  const call = async <T>(method: string, path: string, body?: unknown) => {
    let response: Response;
    try {
      response = await fetch(`${base}/api/v1${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new Problem(
        say('unreachable', {
          url: base,
          reason: (error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message,
        }),
      );
    }
    const fresh = response.headers.get('accesstoken');
    if (fresh) token = fresh;
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
  if (credentials) {
    const login = await call<{ access_token?: string }>('POST', '/analysts/login', credentials);
    if (login.status !== 200 || !login.body.access_token) throw new Problem(say('loginFailed', { url: base, status: login.status }));
    token = login.body.access_token;
  }
  return { url: base, call };
}

/** The files of a release the product holds; undefined for an id it does not know. */
export async function releaseFiles(api: ProductApi, id: string): Promise<Bundle | undefined> {
  const file = (name: string) => api.call<Record<string, unknown>>('GET', `/releases/${encodeURIComponent(id)}/${name}`);
  const [schemas, content, datalists] = await Promise.all([file('schemas.json'), file('content.json'), file('datalists.json')]);
  if (schemas.status !== 200 || content.status !== 200 || datalists.status !== 200) return undefined;
  return { schemas: schemas.body, content: { ...content.body, ...datalists.body } };
}
