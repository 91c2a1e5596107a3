export { releaseIdOf, RELEASE_ID_PATTERN } from './id';
export { createReleaseCache, type Release, type ReleaseCache } from './cache';
export {
  adoptDeployedFiles,
  deployedReleaseId,
  listPublications,
  publishRelease,
  publishedReleaseId,
  readReleaseFiles,
  storeRelease,
  type Publication,
  type PublishResult,
} from './store';
export { perRelease } from './per-release';
