import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../render-form';

const schema = {
  type: 'object' as const,
  properties: { companyName: { type: 'string' as const, title: 'companyInfo.companyName' } },
};

describe('TextWidget and FieldTemplate', () => {
  it('binds the label from fields.json to the input and stores what is typed', async () => {
    const { last } = renderWidget({ schema, uiSchema: { companyName: { 'ui:widget': 'text' } } });
    const input = screen.getByLabelText('Company name');
    await userEvent.type(input, 'Acme Trading');
    expect(input).toHaveValue('Acme Trading');
    expect(last()).toEqual({ companyName: 'Acme Trading' });
  });

  it('shows an error in the field, marks the input invalid and describes it by the error and the help', () => {
    renderWidget({
      schema,
      uiSchema: { companyName: { 'ui:widget': 'text', 'ui:options': { help: 'companyInfo.vatRegistrationNumberHelp' } } },
      extraErrors: { companyName: { __errors: ['Company Name is not filled'] } } as never,
    });
    const input = screen.getByLabelText('Company name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const described = input.getAttribute('aria-describedby')!.split(' ');
    expect(described).toHaveLength(2);
    expect(document.getElementById(described[0])).toHaveTextContent('Company Name is not filled');
    expect(document.getElementById(described[1])?.textContent).not.toBe('');
  });

  it('has no aria-invalid without errors', () => {
    renderWidget({ schema });
    expect(screen.getByLabelText('Company name')).not.toHaveAttribute('aria-invalid');
  });
});
