import { createContext, memo, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Form from '@rjsf/core';
import type { FormProps, IChangeEvent } from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import type { Mode } from '../../core/schema/registry';
import { applyComputed, computedFields } from './computed-fields';
import { extraErrorsFor } from './extra-errors';
import { formsContextOf } from './forms-context';
import { createRootValueStore, RootValueStoreContext } from './theme/shared/field-path-context';
import { useRegistry } from './registry-context';
import { theme } from './theme';
import { useStable } from './use-stable';
import { validatorOf } from './validators';

/** What a change was: `userEdit` is false when the form only filled in defaults (on opening, or on new props). */
export interface StepChangeInfo {
  userEdit: boolean;
}

export interface StepFormProps {
  /** "companyInfo/companyDetails" (path under schemas/steps) */
  stepKey: string;
  /** the value the step is rooted at: the record, or one person */
  value: unknown;
  onChange: (value: unknown, info: StepChangeInfo) => void;
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
  /**
   * server field errors rooted at the value (src/web/api/field-errors.ts toExtraErrors), shown at their
   * fields (and in the summary) while the field still holds the value they were about; errors of
   * fields this step does not hold are left out
   */
  extraErrors?: object;
}

/** Delay of live validation after the first Continue: errors follow the typing, a keystroke stays cheap. */
export const LIVE_VALIDATION_DELAY_MS = 150;

/** The form's children reach it through context, so new buttons do not re-render the whole form. */
const ChildrenContext = createContext<ReactNode>(null);
function Children() {
  return <>{useContext(ChildrenContext)}</>;
}
const CHILDREN = <Children />;

type HostProps = FormProps & { echo: boolean; formRef: React.Ref<Form> };

/**
 * RJSF's Form, rendered again only when one of its props really changed. `echo` says the new
 * `formData` is the very object the form just reported (the parent stored it): the form already
 * holds it, so the prop change is skipped instead of re-deriving defaults over the whole step.
 */
const FormHost = memo(
  function FormHost({ echo: _echo, formRef, ...props }: HostProps) {
    return <Form ref={formRef} {...props} />;
  },
  (prev, next) => {
    for (const key of new Set([...Object.keys(prev), ...Object.keys(next)]) as Set<keyof HostProps>) {
      if (key === 'echo' || key === 'formData') continue;
      if (prev[key] !== next[key]) return false;
    }
    return prev.formData === next.formData || next.echo;
  },
);

/**
 * One wizard step: its schema and UI schema from the registry, our theme, the registry's validator
 * of the chosen mode. Errors show at the fields and in the summary only after the first Continue;
 * from then on they follow the changes (validated once the typing pauses, LIVE_VALIDATION_DELAY_MS,
 * and at once when a field loses focus).
 */
export function StepForm({ stepKey, value, onChange, onSubmit, mode = 'submit', idPrefix, disabled, children, uiSchema, extraErrors: givenErrors }: StepFormProps) {
  const registry = useRegistry();
  const entry = registry.step(stepKey);
  const validator = validatorOf(registry, mode);
  const formContext = useMemo(() => formsContextOf(registry), [registry]);
  const [submitted, setSubmitted] = useState(false);
  const ui = useStable(uiSchema ?? entry.uiSchema);
  const computed = useMemo(() => computedFields(ui), [ui]);
  const formRef = useRef<Form>(null);

  // the latest props, read by the stable callbacks below
  const latest = useRef({ value, onChange, onSubmit, computed });
  latest.current = { value, onChange, onSubmit, computed };
  /** the formData the form last reported, to recognize the parent handing it back */
  const reported = useRef<unknown>(undefined);
  const liveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [liveRun, setLiveRun] = useState(0);

  const handleChange = useCallback((event: IChangeEvent, id?: string) => {
    const { value: previous, onChange: report, computed: fields } = latest.current;
    reported.current = event.formData;
    const next = fields.length ? applyComputed(fields, previous, event.formData) : event.formData;
    // a change from a field carries its id; the form filling defaults in reports none
    report(next, { userEdit: typeof id === 'string' });
    if (id !== undefined && submittedRef.current) {
      clearTimeout(liveTimer.current);
      liveTimer.current = setTimeout(() => setLiveRun((n) => n + 1), LIVE_VALIDATION_DELAY_MS);
    }
  }, []);
  const submittedRef = useRef(submitted);
  submittedRef.current = submitted;
  const handleSubmit = useCallback((event: IChangeEvent) => {
    clearTimeout(liveTimer.current);
    setSubmitted(true);
    latest.current.onSubmit(event.formData);
  }, []);
  const handleError = useCallback(() => {
    clearTimeout(liveTimer.current);
    setSubmitted(true);
  }, []);
  useLayoutEffect(() => () => clearTimeout(liveTimer.current), []);

  // the value the server errors were about: a field edited since then no longer shows them
  const extraErrors = useStable(givenErrors);
  const errorsArrived = useRef<{ errors: object | undefined; value: unknown }>({ errors: undefined, value: undefined });
  if (errorsArrived.current.errors !== extraErrors) errorsArrived.current = { errors: extraErrors, value };
  const stepErrors = useStable(
    useMemo(
      () => (extraErrors ? extraErrorsFor(registry, entry.key, extraErrors, value, errorsArrived.current.value) : undefined),
      [registry, entry.key, extraErrors, value],
    ),
  );

  // live validation after the first Continue: the form validates on blur by itself, and here once the typing pauses
  const liveValidate = submitted ? 'onBlur' : undefined;
  const validatedRun = useRef(0);
  useLayoutEffect(() => {
    if (liveRun === validatedRun.current) return;
    validatedRun.current = liveRun;
    formRef.current?.onBlur('', undefined);
  }, [liveRun]);

  // widgets read the root value through a store, so a keystroke re-renders only those whose selection changed
  const [store] = useState(() => createRootValueStore(value));
  useLayoutEffect(() => store.set(value), [store, value]);

  return (
    <RootValueStoreContext.Provider value={store}>
        <ChildrenContext.Provider value={children}>
          <FormHost
            formRef={formRef}
            echo={value === reported.current}
            {...theme}
            schema={entry.schema}
            uiSchema={ui}
            extraErrors={stepErrors as ErrorSchema | undefined}
            formData={value}
            formContext={formContext}
            validator={validator}
            idPrefix={idPrefix}
            noHtml5Validate
            liveValidate={liveValidate}
            showErrorList="top"
            focusOnFirstError
            disabled={disabled}
            onChange={handleChange}
            onSubmit={handleSubmit}
            onError={handleError}
          >
            {CHILDREN}
          </FormHost>
        </ChildrenContext.Provider>
    </RootValueStoreContext.Provider>
  );
}
