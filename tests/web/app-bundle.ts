import type { Bundle } from '../../src/core/bundle';
import { loadBundle } from '../../src/server/content/load-bundle';
import { releaseIdOf } from '../../src/server/domain/releases/id';
import { repoRoot } from '../core/helpers/load-bundle';

/** The repository's schemas/ and content/: the release the tests' app runs under (tests/web/setup.ts puts it in use). */
export const appBundle: Bundle = await loadBundle(repoRoot);

/** Its id, as a server started on the repository's files publishes it. */
export const appReleaseId = releaseIdOf(appBundle);
