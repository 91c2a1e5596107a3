import { desc, eq, sql } from 'drizzle-orm';
import type { Bundle } from '../../../core/bundle';
import type { Db } from '../../db/client';
import { appMeta } from '../../db/schema';
import { releasePublications, releases } from '../../db/tables';
import { releaseIdOf } from './id';

/** One publication of a release, as the history lists it. */
export interface Publication {
  seq: number;
  releaseId: string;
  author: string;
  note: string;
  byDeployment: boolean;
  publishedAt: Date;
}

/** The id of the published release; undefined before the first publication. */
export async function publishedReleaseId(db: Db): Promise<string | undefined> {
  const [row] = await db.select({ id: releasePublications.releaseId }).from(releasePublications).orderBy(desc(releasePublications.seq)).limit(1);
  return row?.id;
}

/** A release's files; undefined for an unknown id. */
export async function readReleaseFiles(db: Db, id: string): Promise<Bundle | undefined> {
  const [row] = await db.select({ files: releases.files }).from(releases).where(eq(releases.id, id)).limit(1);
  return row?.files;
}

/**
 * Keeps files that passed the check as a release that is not published (the studio previews it
 * under its id, from any server); publishing it later adds only the publication.
 */
export async function storeRelease(db: Db, files: Bundle, author: string): Promise<string> {
  const id = releaseIdOf(files);
  await db
    .insert(releases)
    .values({ id, files: { schemas: files.schemas, content: files.content }, createdBy: author })
    .onConflictDoNothing({ target: releases.id });
  return id;
}

/** The newest publications first. */
export async function listPublications(db: Db, limit: number): Promise<Publication[]> {
  return db
    .select({
      seq: releasePublications.seq,
      releaseId: releasePublications.releaseId,
      author: releasePublications.author,
      note: releasePublications.note,
      byDeployment: releasePublications.byDeployment,
      publishedAt: releasePublications.publishedAt,
    })
    .from(releasePublications)
    .orderBy(desc(releasePublications.seq))
    .limit(limit);
}

export type PublishResult =
  { ok: true; releaseId: string; seq: number } | { ok: false; reason: 'moved'; publishedId: string | undefined } | { ok: false; reason: 'unknown' };

export interface PublishRequest {
  /** new files, or the id of a release the database holds (a restore) */
  files?: Bundle;
  releaseId?: string;
  author: string;
  note: string;
  /** the server's own publication of the files it was deployed with */
  byDeployment?: boolean;
  /**
   * The release the author's change started from: when another one has been published since, the
   * publication is refused, so nobody overwrites a change they have not seen. Undefined: no guard.
   */
  basedOn?: string;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Takes the lock every publication holds until its transaction ends. */
async function lockReleases(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('releases'))`);
}

async function publishedIn(tx: Tx): Promise<string | undefined> {
  const [row] = await tx.select({ id: releasePublications.releaseId }).from(releasePublications).orderBy(desc(releasePublications.seq)).limit(1);
  return row?.id;
}

async function publishIn(tx: Tx, request: PublishRequest): Promise<PublishResult> {
  let releaseId = request.releaseId;
  if (request.files) {
    releaseId = releaseIdOf(request.files);
    await tx
      .insert(releases)
      .values({ id: releaseId, files: { schemas: request.files.schemas, content: request.files.content }, createdBy: request.author })
      .onConflictDoNothing({ target: releases.id });
  } else {
    const [known] = await tx
      .select({ id: releases.id })
      .from(releases)
      .where(eq(releases.id, releaseId ?? ''))
      .limit(1);
    if (!known) return { ok: false, reason: 'unknown' };
  }
  const [row] = await tx
    .insert(releasePublications)
    .values({ releaseId: releaseId!, author: request.author, note: request.note, byDeployment: request.byDeployment ?? false })
    .returning({ seq: releasePublications.seq });
  return { ok: true, releaseId: releaseId!, seq: row.seq };
}

/**
 * Makes a release the published one, in one transaction under a lock that every server on the
 * database shares: two publications take turns, and each reads the published id the other wrote.
 */
export async function publishRelease(db: Db, request: PublishRequest): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    await lockReleases(tx);
    const current = await publishedIn(tx);
    if (request.basedOn !== undefined && current !== request.basedOn) return { ok: false, reason: 'moved', publishedId: current };
    return publishIn(tx, request);
  });
}

const DEPLOYED = 'deployed_release';

/** The release of the files the servers were last deployed with; undefined before the first start. */
export async function deployedReleaseId(db: Db): Promise<string | undefined> {
  const [mark] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, DEPLOYED)).limit(1);
  return (mark?.value as { releaseId?: string } | null)?.releaseId;
}

/**
 * At a server's start: the files it was deployed with are published when they differ from the
 * files of the last deployment (a first start, or a new version of the product). A restart of the
 * same deployment publishes nothing, so what analysts published since stays published. Servers
 * starting together publish the files once. Answers the id published now, if any.
 */
export async function adoptDeployedFiles(db: Db, deployed: { id: string; bundle: Bundle }, author: string, note: string): Promise<string | undefined> {
  const { id, bundle: files } = deployed;
  return db.transaction(async (tx) => {
    await lockReleases(tx);
    const [mark] = await tx.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, DEPLOYED)).limit(1);
    if ((mark?.value as { releaseId?: string } | null)?.releaseId === id && (await publishedIn(tx)) !== undefined) return undefined;
    const result = await publishIn(tx, { files, author, note, byDeployment: true });
    await tx
      .insert(appMeta)
      .values({ key: DEPLOYED, value: { releaseId: id } })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: { releaseId: id }, updatedAt: new Date() } });
    return result.ok ? result.releaseId : undefined;
  });
}
