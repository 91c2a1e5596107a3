export { appRelease, hasAppRelease, subscribeRelease, putReleaseInUse, withEachRelease, type AppRelease } from './current';
export { fetchRelease, followRelease, loadPublishedRelease, publishedReleaseId, releaseUrl, RELEASE_HEADER, RELEASE_META } from './load';
export { useAppRelease } from './use-release';
export { ReleaseScope } from './ReleaseScope';
