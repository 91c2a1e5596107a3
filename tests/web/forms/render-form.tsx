import { useState } from 'react';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { Registry } from '../../../src/core/schema/registry';
import { appRegistry } from '../../../src/web/forms/app-registry';
import { formsContextOf } from '../../../src/web/forms/forms-context';
import { RegistryProvider } from '../../../src/web/forms/registry-context';
import { theme } from '../../../src/web/forms/theme';
import { RootValueContext } from '../../../src/web/forms/theme/shared/field-path-context';

export function withProviders(ui: ReactElement, registry: Registry = appRegistry()) {
  return (
    <ChakraProvider value={defaultSystem}>
      <RegistryProvider registry={registry}>{ui}</RegistryProvider>
    </ChakraProvider>
  );
}

export function renderWithProviders(ui: ReactElement, registry?: Registry) {
  return render(withProviders(ui, registry));
}

interface WidgetFormProps {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: unknown;
  extraErrors?: ErrorSchema;
  onValue?: (value: unknown) => void;
}

/** A bare RJSF form with our theme and the app's forms context, keeping its value in state. */
function WidgetForm({ schema, uiSchema, formData, extraErrors, onValue }: WidgetFormProps) {
  const [value, setValue] = useState(formData);
  return (
    <RootValueContext.Provider value={value}>
      <Form
        {...theme}
        schema={schema}
        uiSchema={{ 'ui:submitButtonOptions': { norender: true }, ...uiSchema }}
        formData={value}
        formContext={formsContextOf(appRegistry())}
        validator={validator}
        extraErrors={extraErrors}
        extraErrorsBlockSubmit
        noHtml5Validate
        showErrorList={false}
        onChange={(event) => {
          setValue(event.formData);
          onValue?.(event.formData);
        }}
      />
    </RootValueContext.Provider>
  );
}

export function renderWidget(props: WidgetFormProps) {
  const values: unknown[] = [];
  const utils = renderWithProviders(<WidgetForm {...props} onValue={(v) => values.push(v)} />);
  return { ...utils, values, last: () => values[values.length - 1] };
}
