import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import type { Mode } from '../../core/schema/registry';
import { applyComputed, computedFields } from './computed-fields';
import { formsContextOf } from './forms-context';
import { RootValueContext } from './theme/shared/field-path-context';
import { useRegistry } from './registry-context';
import { theme } from './theme';
import { validatorOf } from './validators';

export interface StepFormProps {
  /** "companyInfo/companyDetails" (path under schemas/steps) */
  stepKey: string;
  /** the value the step is rooted at: the record, or one person */
  value: unknown;
  onChange: (value: unknown) => void;
  /** called with the value when it passes validation in `mode` */
  onSubmit: (value: unknown) => void;
  /** which rules Continue applies; default "submit" */
  mode?: Mode;
  /** prefix of the field ids, to keep them unique when several forms share a page */
  idPrefix?: string;
  disabled?: boolean;
  /** the buttons (a submit button continues) */
  children: ReactNode;
  /** replaces the step's UI schema (a page that adjusts it to the record, e.g. src/core/services/ui.ts) */
  uiSchema?: Record<string, unknown>;
  /** server field errors rooted at the value (src/web/api/field-errors.ts toExtraErrors), shown at their fields */
  extraErrors?: object;
}

/**
 * One wizard step: its schema and UI schema from the registry, our theme, the registry's validator
 * of the chosen mode. Errors show at the fields and in the summary only after the first Continue;
 * from then on they follow every change (liveValidate).
 */
export function StepForm({ stepKey, value, onChange, onSubmit, mode = 'submit', idPrefix, disabled, children, uiSchema, extraErrors }: StepFormProps) {
  const registry = useRegistry();
  const entry = registry.step(stepKey);
  const validator = validatorOf(registry, mode);
  const formContext = useMemo(() => formsContextOf(registry), [registry]);
  const [submitted, setSubmitted] = useState(false);
  const ui = uiSchema ?? entry.uiSchema;
  const computed = useMemo(() => computedFields(ui), [ui]);
  const handleChange = useCallback(
    (event: IChangeEvent) => onChange(computed.length ? applyComputed(computed, value, event.formData) : event.formData),
    [onChange, computed, value],
  );
  const handleSubmit = useCallback(
    (event: IChangeEvent) => {
      setSubmitted(true);
      onSubmit(event.formData);
    },
    [onSubmit],
  );
  return (
    <RootValueContext.Provider value={value}>
    <Form
      {...theme}
      schema={entry.schema}
      uiSchema={ui}
      extraErrors={extraErrors as ErrorSchema | undefined}
      formData={value}
      formContext={formContext}
      validator={validator}
      idPrefix={idPrefix}
      noHtml5Validate
      liveValidate={submitted ? 'onChange' : undefined}
      showErrorList="top"
      focusOnFirstError
      disabled={disabled}
      onChange={handleChange}
      onSubmit={handleSubmit}
      onError={() => setSubmitted(true)}
    >
      {children}
    </Form>
    </RootValueContext.Provider>
  );
}
