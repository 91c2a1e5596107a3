import { fetchRelease, publishedReleaseId, putReleaseInUse } from './app/release';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const container: Element = root;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The published release (forms, rules, words) comes from the server at run time, never from the
 * build: the app's modules read it as they load, so they are imported once it is here. The
 * server's page names the release and preloads its files, so both arrive with the scripts. A
 * failed fetch is tried again, waiting longer each time; meanwhile the server's first paint stays.
 */
async function loadRelease(): Promise<void> {
  for (let tried = 0; ; tried++) {
    try {
      putReleaseInUse(await fetchRelease(await publishedReleaseId()));
      return;
    } catch (error) {
      if (tried >= 6) throw error;
      await wait(250 * 2 ** tried);
    }
  }
}

void loadRelease()
  .then(() => import('./app/start'))
  .then(({ startApp }) => startApp(container));
