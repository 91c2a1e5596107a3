import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountChoiceAtom, fromApplicationOverviewAtom } from '../../../src/web/app/state/application';
import { otpVerifiedAtom } from '../../../src/web/app/state/session';
import { renderApp } from '../render';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.dataLayer = [];
});

describe('public pages', () => {
  it.each(['/', '/business'])('shows the landing headline at %s', async (path) => {
    renderApp(path);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Welcome to Quick Apply');
    expect(screen.getByText('Get started with your banking needs online, in minutes!')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(heading);
  });

  it('pages through landing sections with keys and shows dots after the first section', async () => {
    renderApp('/business');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Page sections' })).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    const dots = await screen.findByRole('navigation', { name: 'Page sections' });
    const current = within(dots).getByRole('button', { name: /Go to section 2/ });
    expect(current).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{PageDown}');
    expect(within(dots).getByRole('button', { name: /Go to section 3/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{PageUp}{ArrowUp}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Page sections' })).not.toBeInTheDocument());
  });

  it('shows the comparison headline and table', async () => {
    renderApp('/business/accounts');
    expect(await screen.findByRole('heading', { level: 1, name: 'All businesses start with an account. Get yours now.' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Comparison of business accounts' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers[0]).toBe('Account features');
    expect(headers[1]).toMatch(/^RAKstarter/);
    expect(headers[2]).toMatch(/^Business Current Account/);
    expect(headers[3]).toMatch(/^Business Elite/);

    const row = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(row('Monthly average credit balance')).toEqual(['zero', 'AED 25,000', 'AED 500,000']);
    expect(row('Charge for not maintaining balance')).toEqual(['zero', 'AED 50', 'AED 250']);
    expect(row('Monthly maintenance fee')).toEqual(['AED 99', 'AED 50', 'zero']);
    expect(row('Monthly digital banking fee')).toEqual(['zero', 'AED 50', 'AED 50']);
    expect(row('Free teller transactions')).toEqual(['none', 'none', 'yes']);
    expect(row('Lifestyle benefits')).toEqual(['yes', 'none', 'yes']);
    expect(row('Value package (PLUS and MAX)')).toEqual(['mandatory (PLUS AED 49)', 'optional', 'optional']);

    expect(screen.getByText('AED 49/month')).toBeInTheDocument();
    expect(screen.getByText('AED 149/month')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Read more about RAKvalue SME PLUS/ })).toHaveAttribute('href', 'https://example.org/plus');
  });

  it('links each column to its account page and switches to the Islamic slugs', async () => {
    renderApp('/business/accounts?rocode=42');
    await screen.findByRole('table');
    expect(screen.getByRole('link', { name: 'View RAKstarter' })).toHaveAttribute('href', '/business/accounts/starter?rocode=42');
    await userEvent.click(screen.getByRole('radio', { name: 'RAKislamic' }));
    expect(screen.getByRole('link', { name: /View Business Elite RAKislamic/ })).toHaveAttribute('href', '/business/accounts/business-elite-islamic?rocode=42');
    expect(screen.getByRole('link', { name: /Read more about RAKvalue SME MAX/ })).toHaveAttribute('href', 'https://example.org/max-islamic');
    // an Islamic account's packages say Takaful where the conventional ones say insurance
    expect(screen.getByRole('list', { name: 'RAKvalue SME PLUS includes' })).toHaveTextContent('Takaful cover of your office contents');
    await userEvent.click(screen.getByRole('radio', { name: 'Conventional' }));
    expect(screen.getByRole('list', { name: 'RAKvalue SME PLUS includes' })).toHaveTextContent('Insurance of your office contents');
  });

  it('highlights the hovered column', async () => {
    renderApp('/business/accounts');
    const table = await screen.findByRole('table');
    const elite = within(table).getAllByRole('columnheader')[3];
    await userEvent.hover(elite);
    expect(elite).toHaveTextContent('(selected)');
    expect(within(table).getAllByRole('columnheader')[2]).not.toHaveTextContent('(selected)');
  });

  it('sends an unknown account type to the comparison', async () => {
    const { current } = renderApp('/business/accounts/gold-account');
    await waitFor(() => expect(current()).toBe('/business/accounts'));
    expect(await screen.findByRole('heading', { level: 1, name: /All businesses start/ })).toBeInTheDocument();
  });

  it('shows an account landing page with its key facts and the Islamic toggle keeping the search', async () => {
    const { current } = renderApp('/business/accounts/business-elite?search=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Business Elite' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Key facts statement of Business Elite/ })).toHaveAttribute('href', '/api/v1/key-facts/business-elite.pdf');
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/business/accounts/business-elite/application-overview?search=abc');
    const switcher = screen.getByRole('navigation', { name: 'Banking type' });
    expect(within(switcher).getByRole('link', { name: 'Conventional' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(switcher).getByRole('link', { name: 'RAKislamic' }));
    await waitFor(() => expect(current()).toBe('/business/accounts/business-elite-islamic?search=abc'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Business Elite RAKislamic' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Banking type' })).getByRole('link', { name: 'RAKislamic' })).toHaveAttribute('aria-current', 'page');
  });

  it('tells on the starter pages that RAKstarter is for businesses less than a year old; other accounts have no such notice', async () => {
    const notice =
      'Please note that RAKstarter account is only available for business with a length of business less than a year. Would you like to learn more about RAKstarter account?';
    const landing = renderApp('/business/accounts/starter');
    expect(await screen.findByRole('heading', { level: 1, name: 'RAKstarter' })).toBeInTheDocument();
    expect(screen.getByTestId('tier-notice')).toHaveTextContent(notice);
    expect(within(screen.getByTestId('tier-notice')).getByRole('link', { name: 'Learn more about RAKstarter' })).toHaveAttribute(
      'href',
      '/api/v1/key-facts/starter.pdf',
    );
    landing.unmount();
    const overview = renderApp('/business/accounts/starter-islamic/application-overview');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('tier-notice')).toHaveTextContent(notice);
    overview.unmount();
    renderApp('/business/accounts/current-account');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('tier-notice')).toBeNull();
  });

  it('shows the switcher only on account landing pages', async () => {
    renderApp('/business/accounts/starter/application-overview');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Banking type' })).not.toBeInTheDocument();
  });

  it('Start application stores the choice, sends the event and goes to ApplicantInfo keeping the search', async () => {
    const { store, current } = renderApp('/business/accounts/current-account-islamic/application-overview?rocode=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Opening an account has never been this simple.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start application' }));
    expect(store.get(accountChoiceAtom)).toEqual({ slug: 'current-account-islamic', accountType: 'Current Account', islamicBanking: true });
    await waitFor(() => expect(current()).toBe('/business/ApplicantInfo?rocode=7'));
    expect(window.dataLayer).toContainEqual({ event: 'productStart', productName: 'Current Account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tell us about yourself' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Application steps' });
    expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  });

  it('Back to other account options goes to the comparison, marking the overview flow', async () => {
    const { store, current } = renderApp('/business/accounts/starter/application-overview');
    await userEvent.click(await screen.findByRole('link', { name: '< Back to other account options' }));
    await waitFor(() => expect(current()).toBe('/business/accounts'));
    expect(store.get(fromApplicationOverviewAtom)).toBe(true);
    expect(await screen.findByRole('link', { name: 'View RAKstarter' })).toHaveAttribute('href', '/business/accounts/starter/application-overview');
  });

  it('sends ApplicantInfo without a chosen account to the comparison', async () => {
    const { current } = renderApp('/business/ApplicantInfo');
    await waitFor(() => expect(current()).toBe('/business/accounts'));
  });

  it('shows the not-found page for unknown paths', async () => {
    renderApp('/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all business accounts' })).toHaveAttribute('href', '/business/accounts');
  });

  it.each([
    ['/business/ComeBackLogin', 'Good to see you back!'],
    // opened with no application in the window, it confirms nothing and offers My Applications
    ['/business/ApplicationSubmitted', 'No application submitted in this window'],
  ])('renders the heading of %s', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('forwards redirect entry points keeping the search string', async () => {
    const { current } = renderApp('/business/application-comeback-redirect?rocode=1');
    await waitFor(() => expect(current()).toBe('/business/ComeBackLogin?rocode=1'));
  });

  it('links the logo to the comparison until the code is verified', async () => {
    const first = renderApp('/business/ComeBackLogin');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: /Quick Apply home/ })).toHaveAttribute('href', '/business/accounts');
    first.unmount();
    const { store } = renderApp('/business/ComeBackLogin');
    store.set(otpVerifiedAtom, true);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByRole('link', { name: /Quick Apply home/ })).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: /Quick Apply home/ })).toBeInTheDocument();
  });

  it('shows the chat button only when chat is enabled', async () => {
    const first = renderApp('/business/accounts');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
    first.unmount();
    const { configFixture } = await import('../fixtures-config');
    renderApp('/business/accounts', { config: configFixture({ chatEnabled: true }) });
    const chat = await screen.findByRole('button', { name: 'Chat with us' });
    await userEvent.click(chat);
    expect(chat).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Chat in Arabic is available through the accessibility menu/)).toBeVisible();
  });

  it('offers a skip link to the main landmark', async () => {
    renderApp('/business/accounts');
    await screen.findByRole('heading', { level: 1 });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    await userEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
