import { render, screen } from '@testing-library/react';
import CompanyInfoPage from '../../../src/web/features/company/CompanyInfoPage';
import { AppProviders } from '../../../src/web/app/providers';
import { FirstPaintOutline, keepFirstPaintOutlines, OutlineDone } from '../../../src/web/components/first-paint-outline';

// The server's first paint of Company Information holds an inert outline of its wizard
// (tests/server/first-paint.test.ts); the app's first renders show that markup until the wizard is here.
const PAINTED =
  '<fieldset disabled="" aria-hidden="true"><label for="x">Company name</label><input id="x"></fieldset><div role="status">Loading your application…</div>';

function firstPaint(markup: string): Element {
  const container = document.createElement('div');
  container.innerHTML = `<main><div data-outline="companyInfo">${markup}</div></main>`;
  return container;
}

describe("the first paint's outline", () => {
  it("stays on screen through the app's first renders, then is forgotten once the wizard it stood for has shown", () => {
    keepFirstPaintOutlines(firstPaint(PAINTED));
    const page = render(
      <AppProviders>
        <CompanyInfoPage />
      </AppProviders>,
    );
    const outline = page.container.querySelector('[data-outline="companyInfo"]');
    expect(outline?.innerHTML).toBe(PAINTED);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your application…');
    page.unmount();

    // the wizard has shown: a later visit (a link inside the app) has no first paint to show
    render(<OutlineDone name="companyInfo" />).unmount();
    const later = render(
      <AppProviders>
        <FirstPaintOutline name="companyInfo" loadingText="Loading your application…" />
      </AppProviders>,
    );
    expect(later.container.querySelector('[data-outline]')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your application…');
  });

  it('is the spinner where the first paint had none (another release, another page first)', () => {
    keepFirstPaintOutlines(document.createElement('div'));
    const page = render(
      <AppProviders>
        <FirstPaintOutline name="stakeholdersInfo" loadingText="Loading…" />
      </AppProviders>,
    );
    expect(page.container.querySelector('[data-outline]')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
