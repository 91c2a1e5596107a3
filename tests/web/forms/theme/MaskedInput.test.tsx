import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../render-form';

// The mask widgets in a browser-like input: keys, caret, paste, undo and the controlled value.
const schema = { type: 'object' as const, properties: { f: { type: 'string' as const, title: 'companyInfo.companyName' } } };
const eid = { f: { 'ui:widget': 'mask', 'ui:options': { mask: '784-0000-0000000-0' } } };
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

  it('steps over a fixed character on Backspace and types in the middle', async () => {
    const user = userEvent.setup();
    const { last } = renderWidget({ schema, uiSchema: eid });
    const input = screen.getByLabelText(label);
    await user.type(input, '12341234');
    await user.keyboard('{ArrowLeft>4/}');
    expect(caretOf(input)).toBe('784-1234-|1234');
    await user.keyboard('{Backspace}');
    expect(caretOf(input)).toBe('784-1234|-1234');
    await user.keyboard('{Backspace}');
    expect(caretOf(input)).toBe('784-123|1-234');
    await user.keyboard('9');
    expect(caretOf(input)).toBe('784-1239|-1234');
    expect(last()).toEqual({ f: '784-1239-1234' });
  });

  it('refuses a wrong key without telling the form', async () => {
    const user = userEvent.setup();
    const { values } = renderWidget({ schema, uiSchema: eid });
    const input = screen.getByLabelText(label);
    await user.type(input, '12');
    const seen = values.length;
    await user.keyboard('x');
    expect(caretOf(input)).toBe('784-12|');
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
  });

  it('undoes and redoes with the keyboard', async () => {
    const user = userEvent.setup();
    const { last } = renderWidget({ schema, uiSchema: eid });
    const input = screen.getByLabelText(label);
    await user.type(input, '123');
    await user.keyboard('{Control>}z{/Control}');
    expect(input).toHaveValue('784-12');
    expect(last()).toEqual({ f: '784-12' });
    await user.keyboard('{Control>}y{/Control}');
    expect(input).toHaveValue('784-123');
  });

  it('leaves the form value empty once the last typed character is deleted', async () => {
    const user = userEvent.setup();
    const { last } = renderWidget({ schema, uiSchema: eid });
    const input = screen.getByLabelText(label);
    await user.type(input, '1{Backspace}');
    expect(input).toHaveValue('');
    expect(last()).toEqual({});
  });

  it('keeps the caret out of the fixed 784 on click', async () => {
    const user = userEvent.setup();
    renderWidget({ schema, uiSchema: eid, formData: { f: '784-1234' } });
    const input = screen.getByLabelText(label) as HTMLInputElement;
    await user.pointer({ target: input, offset: 1, keys: '[MouseLeft]' });
    expect(caretOf(input)).toBe('784-|1234');
  });

  it('refuses dropped text', () => {
    renderWidget({ schema, uiSchema: eid });
    expect(fireEvent.drop(screen.getByLabelText(label))).toBe(false);
  });

  it('keeps small letters when the UI schema says uppercase: false', async () => {
    const { last } = renderWidget({ schema, uiSchema: { f: { 'ui:widget': 'mask', 'ui:options': { mask: 'XXXXXX-XXXXX-XX-XXX', uppercase: false } } } });
    await userEvent.type(screen.getByLabelText(label), 'ab12cd3');
    expect(last()).toEqual({ f: 'ab12cd-3' });
  });

  it('shows a date picked outside the input in its mask', async () => {
    const dateSchema = { type: 'object' as const, properties: { f: { type: 'string' as const, title: 'companyInfo.licenseIssueDate' } } };
    renderWidget({ schema: dateSchema, uiSchema: { f: { 'ui:widget': 'date' } }, formData: { f: '2020-03-15' } });
    expect(screen.getByLabelText('Licence issuing date')).toHaveValue('15/03/2020');
  });
});
