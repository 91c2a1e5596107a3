import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { accountChoiceAtom } from '../../../src/web/app/state/application';
import { renderApp } from '../render';

function open(path = '/business/ApplicantInfo') {
  const store = createStore();
  store.set(accountChoiceAtom, { slug: 'starter', accountType: 'starter', islamicBanking: false });
  return renderApp(path, { store });
}

const errorsOf = () => screen.queryAllByText(/is not filled|is invalid|should have|Only numbers|Maximum/).map((e) => e.textContent);

describe('Basic Information', () => {
  it('without a chosen account goes to the comparison', async () => {
    const { current } = renderApp('/business/ApplicantInfo');
    await screen.findByRole('heading', { level: 1 });
    expect(current()).toBe('/business/accounts');
  });

  it('pre-fills the agent code from ?rocode= and the country code 971', async () => {
    open('/business/ApplicantInfo?rocode=4455');
    expect(await screen.findByLabelText('Agent code')).toHaveValue('4455');
    expect(screen.getByRole('heading', { level: 1, name: 'Tell us about yourself' })).toBeInTheDocument();
    expect(document.body.textContent).toContain('971');
  });

  it('says which fields are missing, with the exact texts', async () => {
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const shown = errorsOf();
    expect(shown).toContain('Full name is not filled');
    expect(shown).toContain('Email address is not filled');
    expect(shown).toContain('Mobile Number is not filled');
  });

  it('checks the agent code, the e-mail and the UAE mobile number', async () => {
    open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Test Person');
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: /^Mobile Number/ }), '5012');
    await user.type(screen.getByLabelText('Agent code'), '12 34');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const shown = errorsOf();
    expect(shown).toContain('Only numbers without spaces are allowed');
    expect(shown).toContain('Email address is invalid');
    expect(shown).toContain('Mobile Number should have 9 digits');
    expect(shown).not.toContain('Full name is not filled');
  });
});

describe('Basic Information takes what people type and paste', () => {
  it.each(['+971 50 123 4567', '00971 50 123 4567', '050-123-4567', '50 123 4567'])('a pasted mobile number %s keeps its nine digits', async (pasted) => {
    open();
    const user = userEvent.setup();
    const mobile = await screen.findByRole('textbox', { name: /^Mobile Number/ });
    await user.click(mobile);
    await user.paste(pasted);
    expect(mobile).toHaveValue('501234567');
    await user.type(screen.getByLabelText('Full name'), 'Zoë Müller-Lüdenscheidt');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const shown = errorsOf();
    expect(shown.filter((text) => text?.startsWith('Mobile Number'))).toEqual([]);
    expect(shown.filter((text) => text?.startsWith('Full name'))).toEqual([]);
  });

  it('a typed number with spaces becomes digits when the field is left', async () => {
    open();
    const user = userEvent.setup();
    const mobile = await screen.findByRole('textbox', { name: /^Mobile Number/ });
    await user.type(mobile, '050 123 4567');
    await user.tab();
    expect(mobile).toHaveValue('501234567');
  });

  it('a name with a character no name has says which characters are allowed', async () => {
    open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Zoë 2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      (await screen.findAllByText('Full name can hold letters of any language, spaces, hyphens, apostrophes and dots, and starts with a letter')).length,
    ).toBeGreaterThan(0);
  });
});
