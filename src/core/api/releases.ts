import { Type, type Static } from 'typebox';
import { Instant, JsonObject } from './json';

/** A release's id: the hash of its files. */
export const ReleaseId = Type.String({ pattern: '^[0-9a-f]{16}$' });

/** GET /releases/current: the id of the published release (never cached). */
export const CurrentRelease = Type.Object({ releaseId: ReleaseId });
export type CurrentRelease = Static<typeof CurrentRelease>;
export const currentReleaseRoute = { response: { 200: CurrentRelease } };

/** The files of a release: schemas/ and content/, each by its path under that folder. */
export const ReleaseFiles = Type.Object({ schemas: JsonObject, content: JsonObject });
export type ReleaseFiles = Static<typeof ReleaseFiles>;

/** One publication in the history, newest first. */
export const PublicationLine = Type.Object({
  seq: Type.Integer(),
  releaseId: ReleaseId,
  author: Type.String(),
  note: Type.String(),
  publishedAt: Instant,
  /** the release every server enforces now */
  published: Type.Boolean(),
});
export const ReleaseHistory = Type.Object({
  publishedId: ReleaseId,
  /** the release of the files the servers were deployed with (the repository's): where git's files start from */
  deployedId: Type.Optional(ReleaseId),
  publications: Type.Array(PublicationLine),
});
export type ReleaseHistory = Static<typeof ReleaseHistory>;

/** GET /releases/texts: the repository's own text of each file the product was deployed with ("schemas/…", "content/…"). */
export const RepositoryTexts = Type.Object({ files: Type.Record(Type.String(), Type.String()) });
export type RepositoryTexts = Static<typeof RepositoryTexts>;
export const releaseHistoryRoute = { response: { 200: ReleaseHistory } };

/** A mistake the check found, named by file and place, in words. */
export const Finding = Type.Object({ file: Type.String(), at: Type.String(), message: Type.String() });
export type Finding = Static<typeof Finding>;

/** POST /releases/check: what publishing these files would find and do. */
export const CheckRelease = Type.Object({ files: ReleaseFiles });
export type CheckRelease = Static<typeof CheckRelease>;
export const ReleaseChecked = Type.Object({
  releaseId: ReleaseId,
  findings: Type.Array(Finding),
  /** files that differ from the published release's, by path ("schemas/…", "content/…") */
  changed: Type.Array(Type.String()),
  /** drafts whose completed steps would be reopened by the change */
  reopens: Type.Integer(),
  /** the steps it would reopen, each with the drafts it would reopen in */
  reopenedSteps: Type.Array(Type.Object({ title: Type.String(), drafts: Type.Integer() })),
});
export type ReleaseChecked = Static<typeof ReleaseChecked>;

/** POST /releases: publishes files with a note, when `basedOn` is still the published release. */
export const PublishRelease = Type.Object({
  files: ReleaseFiles,
  note: Type.String({ minLength: 1 }),
  basedOn: ReleaseId,
});
export type PublishRelease = Static<typeof PublishRelease>;
/** POST /releases/{id}/restore: an earlier release published again. */
export const RestoreRelease = Type.Object({ note: Type.Optional(Type.String()) });
export type RestoreRelease = Static<typeof RestoreRelease>;
export const ReleasePublished = Type.Object({ releaseId: ReleaseId, seq: Type.Integer() });
export type ReleasePublished = Static<typeof ReleasePublished>;

/** POST /analysts/login */
export const AnalystLoggedIn = Type.Object({ access_token: Type.String(), name: Type.String(), userName: Type.String() });
export type AnalystLoggedIn = Static<typeof AnalystLoggedIn>;
export const analystLoginRoute = { response: { 200: AnalystLoggedIn } };
