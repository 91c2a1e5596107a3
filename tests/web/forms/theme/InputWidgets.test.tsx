import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countNumberFormats } from '../../../fixtures/count-number-formats';
import { renderWidget } from '../render-form';

const one = (property: Record<string, unknown>) => ({ type: 'object' as const, properties: { f: property } });
const error = (message: string) => ({ f: { __errors: [message] } }) as never;

function expectInvalidWith(input: HTMLElement, message: string) {
  expect(input).toHaveAttribute('aria-invalid', 'true');
  const ids = input.getAttribute('aria-describedby')!.split(' ');
  expect(ids.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(message);
}

describe('TextareaWidget', () => {
  it('is labelled, takes typing and refuses Enter with noEnter', async () => {
    const { last } = renderWidget({
      schema: one({ type: 'string', title: 'companyInfo.companyName' }),
      uiSchema: { f: { 'ui:widget': 'textarea', 'ui:options': { noEnter: true } } },
    });
    const area = screen.getByLabelText('Company name');
    await userEvent.type(area, 'line one{Enter}more');
    expect(area).toHaveValue('line onemore');
    expect(last()).toEqual({ f: 'line onemore' });
  });
  it('shows its error', () => {
    renderWidget({
      schema: one({ type: 'string', title: 'companyInfo.companyName' }),
      uiSchema: { f: { 'ui:widget': 'textarea' } },
      extraErrors: error('Too long'),
    });
    expectInvalidWith(screen.getByLabelText('Company name'), 'Too long');
  });
});

describe('IntegerWidget', () => {
  const schema = one({ type: 'integer', title: 'companyInfo.numberOfEmployees' });
  it('stores numbers, and 0 for blank when the UI schema says blankAsZero', async () => {
    const { last } = renderWidget({ schema, uiSchema: { f: { 'ui:widget': 'integer', 'ui:options': { blankAsZero: true } } } });
    const input = screen.getByLabelText('Number of employees');
    await userEvent.type(input, '42');
    expect(last()).toEqual({ f: 42 });
    await userEvent.clear(input);
    expect(last()).toEqual({ f: 0 });
    await userEvent.tab();
    expect(input).toHaveValue('0');
  });
  it('leaves blank empty without blankAsZero and keeps text that is not a number for the validator', async () => {
    const { last } = renderWidget({ schema, uiSchema: { f: { 'ui:widget': 'integer' } } });
    const input = screen.getByLabelText('Number of employees');
    await userEvent.type(input, '12a');
    expect(last()).toEqual({ f: '12a' });
    await userEvent.clear(input);
    expect(last()).toEqual({});
  });
  it('reads thousands separators as the widget does, whatever the browser’s language', async () => {
    const { last } = renderWidget({ schema: one({ type: 'number', title: 'companyInfo.numberOfEmployees' }), uiSchema: { f: { 'ui:widget': 'number' } } });
    await userEvent.type(screen.getByLabelText('Number of employees'), '1,234.5');
    expect(last()).toEqual({ f: 1234.5 });
  });
  it('renders without making an Intl.NumberFormat (a browser’s first one costs a phone ~140 ms before the form shows)', async () => {
    const made = await countNumberFormats(() =>
      renderWidget({ schema: one({ type: 'number', title: 'companyInfo.numberOfEmployees' }), uiSchema: { f: { 'ui:widget': 'number' } } }),
    );
    expect(screen.getByLabelText('Number of employees')).toBeTruthy();
    expect(made).toBe(0);
  });
  it('shows its error', () => {
    renderWidget({ schema, uiSchema: { f: { 'ui:widget': 'integer' } }, extraErrors: error('Not valid number') });
    expectInvalidWith(screen.getByLabelText('Number of employees'), 'Not valid number');
  });
});

describe('NumberField with a text widget (a number typed as text, e.g. a share percentage)', () => {
  const schema = one({ type: 'number', title: 'companyInfo.numberOfEmployees' });
  const uiSchema = { f: { 'ui:widget': 'text' } };
  it('stores the number while showing what was typed, and keeps text that is not a number for the validator', async () => {
    const { last } = renderWidget({ schema, uiSchema });
    const input = screen.getByLabelText('Number of employees');
    await userEvent.type(input, '12.');
    expect(last()).toEqual({ f: 12 });
    expect(input).toHaveValue('12.');
    await userEvent.type(input, '50');
    expect(last()).toEqual({ f: 12.5 });
    expect(input).toHaveValue('12.50');
    await userEvent.clear(input);
    expect(last()).toEqual({});
    await userEvent.type(input, '1,5');
    expect(last()).toEqual({ f: '1,5' });
  });
});

describe('MaskWidget', () => {
  it('formats an Emirates ID through the mask of the UI schema', async () => {
    const { last } = renderWidget({
      schema: one({ type: 'string', title: 'companyInfo.companyName' }),
      uiSchema: { f: { 'ui:widget': 'mask', 'ui:options': { mask: '784-0000-0000000-0' } } },
    });
    const input = screen.getByLabelText('Company name');
    await userEvent.type(input, '784123412345671');
    expect(input).toHaveValue('784-1234-1234567-1');
    expect(last()).toEqual({ f: '784-1234-1234567-1' });
  });
  it('keeps the fixed 784 and refuses letters', async () => {
    renderWidget({
      schema: one({ type: 'string', title: 'companyInfo.companyName' }),
      uiSchema: { f: { 'ui:widget': 'mask', 'ui:options': { mask: '784-0000-0000000-0' } } },
    });
    const input = screen.getByLabelText('Company name');
    await userEvent.type(input, 'ab1234');
    expect(input).toHaveValue('784-1234');
  });
  it('takes letters and digits in a GIIN, in capitals', async () => {
    const { last } = renderWidget({
      schema: one({ type: 'string', title: 'companyInfo.companyName' }),
      uiSchema: { f: { 'ui:widget': 'mask', 'ui:options': { mask: 'XXXXXX-XXXXX-XX-XXX' } } },
    });
    await userEvent.type(screen.getByLabelText('Company name'), 'ab12cd3ef45gh678');
    expect(last()).toEqual({ f: 'AB12CD-3EF45-GH-678' });
  });
  it('shows its error', () => {
    renderWidget({
      schema: one({ type: 'string', title: 'companyInfo.companyName' }),
      uiSchema: { f: { 'ui:widget': 'mask', 'ui:options': { mask: '784-0000-0000000-0' } } },
      extraErrors: error('is invalid'),
    });
    expectInvalidWith(screen.getByLabelText('Company name'), 'is invalid');
  });
});

describe('TimeWidget', () => {
  it('stores a 12-hour time from the typed clock and the AM/PM choice', async () => {
    const { last } = renderWidget({ schema: one({ type: 'string', title: 'companyInfo.companyName' }), uiSchema: { f: { 'ui:widget': 'time' } } });
    const input = screen.getByLabelText('Company name');
    await userEvent.type(input, '0930');
    expect(input).toHaveValue('09:30');
    expect(last()).toEqual({ f: '09:30 AM' });
    await userEvent.selectOptions(screen.getByLabelText('AM or PM'), 'PM');
    expect(last()).toEqual({ f: '09:30 PM' });
  });
  it('shows its error', () => {
    renderWidget({
      schema: one({ type: 'string', title: 'companyInfo.companyName' }),
      uiSchema: { f: { 'ui:widget': 'time' } },
      extraErrors: error('is invalid'),
    });
    expectInvalidWith(screen.getByLabelText('Company name'), 'is invalid');
  });
});
