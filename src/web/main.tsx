import { onResponse } from './api/http';
import { followRelease, loadPublishedRelease, RELEASE_HEADER } from './app/release';

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
      await loadPublishedRelease();
      return;
    } catch (error) {
      if (tried >= 6) throw error;
      await wait(250 * 2 ** tried);
    }
  }
}

// an answer under a release other than the page's: the page loads it and goes on under it
onResponse((response) => {
  followRelease(response.headers.get(RELEASE_HEADER))?.catch(() => undefined);
});

void loadRelease()
  .then(() => import('./app/start'))
  .then(({ startApp }) => startApp(container));
