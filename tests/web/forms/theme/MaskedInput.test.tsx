import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../render-form';

// The mask widgets (maska under our mask characters) in a browser-like input: keys, caret, paste and the controlled value.
const schema = { type: 'object' as const, properties: { f: { type: 'string' as const, title: 'companyInfo.companyName' } } };
const eid = { f: { 'ui:widget': 'mask', 'ui:options': { mask: '000-0000-0000000-0' } } };
const label = 'Company name';

function caretOf(input: HTMLElement) {
  const { value, selectionStart, selectionEnd } = input as HTMLInputElement;
  expect(selectionStart).toBe(selectionEnd);
  return `${value.slice(0, selectionStart!)}|${value.slice(selectionStart!)}`;
}

describe('masked input', () => {
  it('masks a stored value and stores it masked', () => {
    const { last } = renderWidget({ schema, uiSchema: eid, formData: { f: '784123412345671' } });
    expect(screen.getByLabelText(label)).toHaveValue('784-1234-1234567-1');
    expect(last()).toEqual({ f: '784-1234-1234567-1' });
  });

  it('writes the hyphens as the digits are typed, and not past the last digit', async () => {
    const user = userEvent.setup();
    const { last } = renderWidget({ schema, uiSchema: eid });
    const input = screen.getByLabelText(label);
    await user.type(input, '7841234');
    expect(input).toHaveValue('784-1234');
    expect(last()).toEqual({ f: '784-1234' });
  });

  it('types in the middle and keeps the caret after the typed digit', async () => {
    const user = userEvent.setup();
    const { last } = renderWidget({ schema, uiSchema: eid });
    const input = screen.getByLabelText(label);
    await user.type(input, '78412341234');
    await user.keyboard('{ArrowLeft>5/}');
    expect(caretOf(input)).toBe('784-1234|-1234');
    await user.keyboard('{Backspace}9');
    expect(caretOf(input)).toBe('784-1239|-1234');
    expect(last()).toEqual({ f: '784-1239-1234' });
  });

  it('refuses a wrong key without telling the form', async () => {
    const user = userEvent.setup();
    const { values } = renderWidget({ schema, uiSchema: eid });
    const input = screen.getByLabelText(label);
    await user.type(input, '78412');
    const seen = values.length;
    await user.keyboard('x');
    expect(input).toHaveValue('784-12');
    expect(values.length).toBe(seen);
  });

  it('takes a pasted value with or without its hyphens', async () => {
    const user = userEvent.setup();
    const { last } = renderWidget({ schema, uiSchema: eid });
    const input = screen.getByLabelText(label);
    await user.click(input);
    await user.paste('784 1234 1234567 1');
    expect(input).toHaveValue('784-1234-1234567-1');
    expect(last()).toEqual({ f: '784-1234-1234567-1' });
    await user.clear(input);
    await user.paste('784-1234-7654321-1');
    expect(last()).toEqual({ f: '784-1234-7654321-1' });
  });

  it('leaves the form value empty once the last typed character is deleted', async () => {
    const user = userEvent.setup();
    const { last } = renderWidget({ schema, uiSchema: eid });
    const input = screen.getByLabelText(label);
    await user.type(input, '1{Backspace}');
    expect(input).toHaveValue('');
    expect(last()).toEqual({});
  });

  it('turns letters to capitals unless the UI schema says uppercase: false', async () => {
    const giin = (uppercase?: boolean) => ({ f: { 'ui:widget': 'mask', 'ui:options': { mask: 'XXXXXX-XXXXX-XX-XXX', uppercase } } });
    const upper = renderWidget({ schema, uiSchema: giin() });
    await userEvent.type(screen.getByLabelText(label), 'ab12cd3');
    expect(upper.last()).toEqual({ f: 'AB12CD-3' });
    upper.unmount();
    const lower = renderWidget({ schema, uiSchema: giin(false) });
    await userEvent.type(screen.getByLabelText(label), 'ab12cd3');
    expect(lower.last()).toEqual({ f: 'ab12cd-3' });
  });

  it('shows a date picked outside the input in its mask', async () => {
    const dateSchema = { type: 'object' as const, properties: { f: { type: 'string' as const, title: 'companyInfo.licenseIssueDate' } } };
    renderWidget({ schema: dateSchema, uiSchema: { f: { 'ui:widget': 'date' } }, formData: { f: '2020-03-15' } });
    expect(screen.getByLabelText('Licence issuing date')).toHaveValue('15/03/2020');
  });
});
