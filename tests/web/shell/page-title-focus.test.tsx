import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, lazy, useState } from 'react';
import { Link, Route, Switch } from 'wouter';
import { PageTitle } from '../../../src/web/components/PageTitle';
import { renderApp } from '../render';

// A move to another page removes the link that was pressed: the new page's title takes focus, so
// the keyboard goes on from the top of the new page instead of from <body>.

let release: () => void = () => {};
const more = new Promise<void>((resolve) => {
  release = resolve;
});
/** A part of the page that loads later, as a lazily loaded form does. */
const LoadsLater = lazy(() => more.then(() => ({ default: () => <p>details</p> })));

function Second() {
  const [wanted, setWanted] = useState(false);
  return (
    <Suspense fallback={<p>loading</p>}>
      <PageTitle>Second page</PageTitle>
      <button type="button" onClick={() => setWanted(true)}>
        Load more
      </button>
      {wanted && <LoadsLater />}
    </Suspense>
  );
}

function Pages() {
  return (
    <Switch>
      <Route path="/second">
        <Second />
      </Route>
      <Route>
        <PageTitle>First page</PageTitle>
        <Link href="/second">Go on</Link>
      </Route>
    </Switch>
  );
}

describe('the page title and focus', () => {
  it('leaves focus alone on the page as loaded, takes it after a move by the keyboard, and again after the page was hidden while more of it loaded', async () => {
    const user = userEvent.setup();
    const app = renderApp('/first', { children: <Pages /> });
    const first = await screen.findByRole('heading', { level: 1, name: 'First page' });
    expect(first).not.toHaveFocus();
    expect(document.body).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('link', { name: 'Go on' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.current()).toBe('/second'));
    const second = await screen.findByRole('heading', { level: 1, name: 'Second page' });
    await waitFor(() => expect(second).toHaveFocus());
    // focusable by script only: not a Tab stop
    expect(second).toHaveAttribute('tabindex', '-1');

    // Suspense hides the page while a part of it loads; a browser then drops focus to <body>
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('loading')).toBeInTheDocument();
    (document.activeElement as HTMLElement).blur();
    // the part arrives; React shows the page again (after its short reveal throttle)
    await act(async () => {
      release();
      await more;
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    await waitFor(() => expect(screen.getByText('details')).toBeVisible());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Second page' })).toHaveFocus());
  });

  it('does not take focus that is somewhere on purpose', async () => {
    const user = userEvent.setup();
    function Field() {
      const [shown, setShown] = useState(false);
      return (
        <>
          {/* a title shown before, so the new one is never the page as loaded */}
          <PageTitle key={shown ? 'results' : 'search'}>{shown ? 'Results' : 'Search'}</PageTitle>
          <input aria-label="Search" onChange={() => setShown(true)} />
        </>
      );
    }
    renderApp('/', { children: <Field /> });
    const search = screen.getByRole('textbox', { name: 'Search' });
    await user.click(search);
    await user.keyboard('a');
    await screen.findByRole('heading', { level: 1, name: 'Results' });
    expect(search).toHaveFocus();
  });
});
