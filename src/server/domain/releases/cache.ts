import type { Bundle } from '../../../core/bundle';
import type { Db } from '../../db/client';
import { publishedReleaseId, readReleaseFiles } from './store';

/** A release as the server uses it: one Bundle object per id, so what is derived from it is made once. */
export interface Release {
  id: string;
  bundle: Bundle;
}

export interface ReleaseCache {
  /** The published release, as the database named it at most `pollMs` ago. */
  current(): Promise<Release>;
  /** Any release the database holds (an open page's, a submitted application's); undefined for an unknown id. */
  byId(id: string): Promise<Release | undefined>;
  /** The next current() asks the database again (this server has just published). */
  refresh(): void;
}

export interface ReleaseCacheOptions {
  pollMs: number;
  keptInMemory: number;
  /** the release this server already has in memory (its deployed files), so it is not read back */
  known?: Release;
  /** called once for each release that becomes the published one here (to prepare what it derives) */
  onPublished?: (release: Release) => void;
  now?: () => number;
}

/**
 * Which release is published, asked of the database at most once per `pollMs` by each server
 * (callers in between share the answer), and the releases' files, kept for the `keptInMemory` most
 * recently used. The database is the only authority: any server answers with the release it names.
 * When the database cannot be asked, the last release it named is used until it can.
 */
export function createReleaseCache(db: Db, options: ReleaseCacheOptions): ReleaseCache {
  const now = options.now ?? Date.now;
  const kept = new Map<string, Release>();
  const loading = new Map<string, Promise<Release | undefined>>();
  let published: { release: Release; askedAt: number } | undefined;
  let asking: Promise<Release> | undefined;

  const keep = (release: Release) => {
    kept.delete(release.id);
    kept.set(release.id, release);
    for (const id of kept.keys()) {
      if (kept.size <= options.keptInMemory) break;
      if (id !== published?.release.id && id !== release.id) kept.delete(id);
    }
  };
  if (options.known) keep(options.known);

  async function byId(id: string): Promise<Release | undefined> {
    const known = kept.get(id);
    if (known) {
      keep(known);
      return known;
    }
    let promise = loading.get(id);
    if (!promise) {
      promise = readReleaseFiles(db, id).then((bundle) => {
        if (!bundle) return undefined;
        const release = kept.get(id) ?? { id, bundle };
        keep(release);
        return release;
      });
      promise.finally(() => loading.delete(id)).catch(() => undefined);
      loading.set(id, promise);
    }
    return promise;
  }

  async function ask(): Promise<Release> {
    const askedAt = now();
    try {
      const id = await publishedReleaseId(db);
      const release = id ? await byId(id) : undefined;
      if (!release) throw new Error(id ? `release ${id} is published but its files are missing` : 'no release is published');
      const changed = release.id !== published?.release.id;
      published = { release, askedAt };
      if (changed) options.onPublished?.(release);
      return release;
    } catch (error) {
      if (published) return published.release;
      throw error;
    }
  }

  return {
    current() {
      if (published && now() - published.askedAt < options.pollMs) return Promise.resolve(published.release);
      asking ??= ask().finally(() => {
        asking = undefined;
      });
      return asking;
    },
    byId,
    refresh() {
      if (published) published.askedAt = -Infinity;
    },
  };
}
