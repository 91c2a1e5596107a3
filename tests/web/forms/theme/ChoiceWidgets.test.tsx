import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../render-form';

const one = (property: Record<string, unknown>) => ({ type: 'object' as const, properties: { f: property } });
const error = (message: string) => ({ f: { __errors: [message] } }) as never;

function expectInvalidWith(element: HTMLElement, message: string) {
  expect(element).toHaveAttribute('aria-invalid', 'true');
  const ids = element.getAttribute('aria-describedby')!.split(' ');
  expect(ids.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(message);
}

describe('SelectWidget', () => {
  const schema = one({ type: 'string', title: 'companyInfo.companyCategory' });
  const uiSchema = { f: { 'ui:widget': 'select', 'ui:options': { datalist: 'currencies' } } };
  it('lists a datalist of the bundle and is operated by keyboard', async () => {
    const { last } = renderWidget({ schema, uiSchema });
    const select = screen.getByLabelText('Company category');
    expect(within(select).getByRole('option', { name: 'Select' })).toBeInTheDocument();
    expect(within(select).getAllByRole('option').length).toBeGreaterThan(3);
    select.focus();
    await userEvent.selectOptions(select, 'USD');
    expect(last()).toEqual({ f: 'USD' });
  });
  it('shows its error', () => {
    renderWidget({ schema, uiSchema, extraErrors: error('Company category is not filled') });
    expectInvalidWith(screen.getByLabelText('Company category'), 'is not filled');
  });
});

// a combobox's state machine answers a key on a later tick: one key at a time, as a person types
const user = userEvent.setup();
async function press(...keys: string[]) {
  for (const key of keys) {
    await user.keyboard(key);
    await new Promise((settled) => setTimeout(settled, 20));
  }
}

describe('ComboboxWidget', () => {
  const schema = one({ type: 'string', title: 'companyInfo.countryOfIncorporation' });
  const uiSchema = { f: { 'ui:widget': 'combobox', 'ui:options': { datalist: 'countries' } } };
  it('filters while typing (labels starting with the text first), moves with arrows, chooses with Enter and stores the code', async () => {
    const { last } = renderWidget({ schema, uiSchema });
    const input = screen.getByRole('combobox', { name: 'Country of incorporation' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    input.focus();
    await press(...'united');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.every((o) => /united/i.test(o.textContent ?? ''))).toBe(true);
    expect(options[0].textContent).toMatch(/^united/i);
    // typing highlights the first match; the arrow moves on
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0].id);
    await press('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1].id);
    const label = options[1].textContent;
    await press('{Enter}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue(label);
    expect(typeof (last() as { f: string }).f).toBe('string');
    expect((last() as { f: string }).f).not.toBe(label);
  });
  it('closes with Escape and keeps the previous choice', async () => {
    const { last } = renderWidget({ schema, uiSchema, formData: { f: 'AE' } });
    const input = screen.getByRole('combobox', { name: 'Country of incorporation' });
    const shown = (input as HTMLInputElement).value;
    expect(shown).toMatch(/emirates/i);
    input.focus();
    await press('{End}', 'x', '{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect((last() as { f?: string } | undefined)?.f ?? 'AE').toBe('AE');
    // leaving the field shows the kept choice again
    await press('{Tab}');
    expect(input).toHaveValue(shown);
  });
  it('shows its error', () => {
    renderWidget({ schema, uiSchema, extraErrors: error('is not filled') });
    expectInvalidWith(screen.getByLabelText('Country of incorporation'), 'is not filled');
  });
});

describe('YesNoWidget', () => {
  const schema = one({ type: 'string', title: 'companyInfo.companyName' });
  const uiSchema = { f: { 'ui:widget': 'yesNo', 'ui:options': { datalist: 'yesNo' } } };
  it('is a radio group named by the label, chosen with Space and moved with arrows', async () => {
    const { last } = renderWidget({ schema, uiSchema });
    const group = screen.getByRole('radiogroup', { name: 'Company name' });
    const yes = within(group).getByLabelText('Yes');
    const no = within(group).getByLabelText('No');
    await userEvent.tab();
    expect(yes).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(yes).toBeChecked();
    expect(last()).toEqual({ f: 'yes' });
    await userEvent.keyboard('{ArrowRight}');
    expect(no).toBeChecked();
    expect(last()).toEqual({ f: 'no' });
  });
  it('stores booleans for a boolean schema', async () => {
    const { last } = renderWidget({ schema: one({ type: 'boolean', title: 'companyInfo.companyName' }), uiSchema: { f: { 'ui:widget': 'yesNo' } } });
    await userEvent.click(screen.getByLabelText('Yes'));
    expect(last()).toEqual({ f: true });
    await userEvent.click(screen.getByLabelText('No'));
    expect(last()).toEqual({ f: false });
  });
  it('shows its error', () => {
    renderWidget({ schema, uiSchema, extraErrors: error('is not filled') });
    expectInvalidWith(screen.getByRole('radiogroup', { name: 'Company name' }), 'is not filled');
    expect(screen.getByLabelText('Yes')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('CheckboxWidget', () => {
  const schema = one({ type: 'boolean', title: 'companyInfo.companyName' });
  const uiSchema = { f: { 'ui:widget': 'checkbox' } };
  it('is labelled by its own label and toggled with Space', async () => {
    const { last } = renderWidget({ schema, uiSchema });
    const box = screen.getByLabelText('Company name');
    expect(box).toHaveAttribute('type', 'checkbox');
    await userEvent.tab();
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(last()).toEqual({ f: true });
    await userEvent.keyboard(' ');
    expect(last()).toEqual({ f: false });
  });
  it('shows its error', () => {
    renderWidget({ schema, uiSchema, extraErrors: error('Please accept') });
    expectInvalidWith(screen.getByLabelText('Company name'), 'Please accept');
  });
});

describe('MultiSelectWidget', () => {
  const schema = one({ type: 'array', title: 'companyInfo.companyName', items: { type: 'string' }, uniqueItems: true });
  const uiSchema = { f: { 'ui:widget': 'multiselect', 'ui:options': { datalist: 'currencies' } } };
  it('is a group of checkboxes keeping the list order', async () => {
    const { last } = renderWidget({ schema, uiSchema, formData: { f: [] } });
    const group = screen.getByRole('group', { name: 'Company name' });
    const boxes = within(group).getAllByRole('checkbox');
    await userEvent.click(boxes[2]);
    boxes[0].focus();
    await userEvent.keyboard(' ');
    expect(boxes.map((box) => box.closest('label')!.textContent)).toEqual(['UAE Dirham', 'Euro', 'US Dollar', 'British Pound']);
    expect(last()).toEqual({ f: ['AED', 'USD'] });
    await userEvent.click(boxes[0]);
    expect(last()).toEqual({ f: ['USD'] });
  });
  it('shows its error', () => {
    renderWidget({ schema, uiSchema, formData: { f: [] }, extraErrors: error('is not filled') });
    expectInvalidWith(screen.getByRole('group', { name: 'Company name' }), 'is not filled');
  });
});

describe('SearchableMultiSelectWidget', () => {
  const schema = one({ type: 'array', title: 'kyc.poaCountry', items: { type: 'string' }, uniqueItems: true });
  const uiSchema = { f: { 'ui:widget': 'searchableMultiselect', 'ui:options': { datalist: 'countries' } } };
  it('finds countries by typing and picks them with the keyboard; each chosen one has its Remove button', async () => {
    const { last } = renderWidget({ schema, uiSchema, formData: { f: [] } });
    const input = screen.getByRole('combobox', { name: 'Power of attorney countries' });
    // the 249 countries are not in the page until the list is opened
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(document.querySelectorAll('input').length).toBeLessThan(5);
    input.focus();
    await press(...'indi');
    const options = screen.getAllByRole('option');
    // a label starting with the text comes first, then one with a word starting with it
    expect(options.map((o) => o.textContent)).toEqual(['India', 'British Indian Ocean Territory']);
    await press('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0].id);
    await press('{Enter}');
    expect(last()).toEqual({ f: ['IN'] });
    // the list stays open for the next one; the typed text is cleared
    expect(input).toHaveValue('');
    await press(...'egyp', '{ArrowDown}', '{Enter}');
    // stored in the list's order, whatever the order of picking
    expect(last()).toEqual({ f: ['EG', 'IN'] });
    const chosen = screen.getByRole('list', { name: 'Chosen for Power of attorney countries' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Egypt', 'India']);
    await user.click(within(chosen).getByRole('button', { name: 'Remove India' }));
    expect(last()).toEqual({ f: ['EG'] });
  });
  it('shows its error', () => {
    renderWidget({ schema, uiSchema, formData: { f: [] }, extraErrors: error('is not filled') });
    expectInvalidWith(screen.getByRole('combobox', { name: 'Power of attorney countries' }), 'is not filled');
  });
});
