import { createContext, memo, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import Form from '@rjsf/core';
import type { FormProps, IChangeEvent } from '@rjsf/core';
import { getTemplate, getUiOptions } from '@rjsf/utils';
import type { ErrorSchema, Registry } from '@rjsf/utils';
import type { Mode } from '../../core/schema/registry';
import { ownedChange } from '../../core/wizard/owned-change';
import { applyComputed, computedFields } from './computed-fields';
import { extraErrorsFor } from './extra-errors';
import { stringTranslatorOf } from './translate-string';
import { formsContextOf } from './forms-context';
import { createRootValueStore, RootValueStoreContext, type RootValueStore } from './theme/shared/field-path-context';
import { createLayoutHold, LayoutHoldContext } from './theme/shared/layout-hold';
import { useRegistry } from './registry-context';
import { theme } from './theme';
import { useStable } from './use-stable';
import { useStepValidator } from './validators';
import { changedFields } from '../../core/records/trail';
import { withoutStaleValues } from '../../core/records/stale-values';

/** What a change was: `userEdit` is false when the form only filled in defaults (on opening, or on new props). */
export interface StepChangeInfo {
  userEdit: boolean;
  /** the value the change was laid on: the parent's value may have moved on since (another window's save) */
  base: unknown;
}

export interface StepFormProps {
  /** "companyInfo/companyDetails" (path under schemas/steps) */
  stepKey: string;
  /** the value the step is rooted at: the record, or one person */
  value: unknown;
  onChange: (value: unknown, info: StepChangeInfo) => void;
  /** called with the value when it passes validation in `mode` */
  onSubmit: (value: unknown) => void;
  /** called when a submit finds errors (the form shows them) */
  onInvalid?: () => void;
  /** which rules Continue applies; default "submit" */
  mode?: Mode;
  /** prefix of the field ids, to keep them unique when several forms share a page */
  idPrefix?: string;
  disabled?: boolean;
  /** the buttons (a submit button continues) */
  children: ReactNode;
  /** the step's UI schema as the runner decided it for the value (its `ui:when`, src/core/schema/ui-when.ts) */
  uiSchema?: Record<string, unknown>;
  /**
   * server field errors rooted at the value (src/web/api/field-errors.ts toExtraErrors), shown at their
   * fields (and in the summary) while the field still holds the value they were about; errors of
   * fields this step does not hold are left out
   */
  extraErrors?: object;
}

/**
 * How RJSF fills a step's defaults: a required yes/no stays unanswered until the person answers it
 * (RJSF would put false there, so a PEP question read "No" before anyone chose, rule ANSWER-OWN).
 */
const DEFAULT_FORM_STATE = { requiredBooleanDefault: 'skip' } as const;

/** Delay of live validation after the first Continue: errors follow the typing, a keystroke stays cheap. */
export const LIVE_VALIDATION_DELAY_MS = 150;

/**
 * The form's children reach it through a store in context, so new buttons do not re-render the
 * whole form, and React does not search the whole form for readers of a changed context value on
 * every keystroke (the children are a new element on every render of the page).
 */
const ChildrenContext = createContext<RootValueStore>(createRootValueStore(null));
function Children() {
  const store = useContext(ChildrenContext);
  return <>{useSyncExternalStore(store.subscribe, store.get, store.get) as ReactNode}</>;
}
const CHILDREN = <Children />;

/**
 * RJSF's Form whose error summary template is rendered even without errors, so that while a pointer
 * is pressed (theme/shared/layout-hold.ts) the summary can keep the lines it showed instead of
 * vanishing under the pointer; without a hold the template renders nothing for no errors.
 */
class HoldingForm extends Form {
  override renderErrors(registry: Registry) {
    const list = super.renderErrors(registry);
    if (list) return list;
    // no errors: the template with none, from the form's own props
    const { schema, uiSchema } = this.props;
    const ErrorListTemplate = getTemplate('ErrorListTemplate', registry, getUiOptions(uiSchema));
    return <ErrorListTemplate errors={[]} errorSchema={{}} schema={schema} uiSchema={uiSchema} registry={registry} />;
  }
}

type HostProps = FormProps & { echo: boolean; formRef: React.Ref<HoldingForm> };

/**
 * RJSF's Form, rendered again only when one of its props really changed. `echo` says the new
 * `formData` is the very object the form just reported (the parent stored it): the form already
 * holds it, so the prop change is skipped instead of re-deriving defaults over the whole step.
 */
const FormHost = memo(
  function FormHost({ echo: _echo, formRef, ...props }: HostProps) {
    return <HoldingForm {...(props as FormProps)} ref={formRef} />;
  },
  (prev, next) => {
    for (const key of new Set([...Object.keys(prev), ...Object.keys(next)]) as Set<keyof HostProps>) {
      if (key === 'echo' || key === 'formData') continue;
      if (prev[key] !== next[key]) return false;
    }
    return prev.formData === next.formData || next.echo;
  },
);

const RECENT_KEPT = 4;
const remembered = (list: unknown[], value: unknown) => (list[0] === value ? list : [value, ...list.filter((v) => v !== value)].slice(0, RECENT_KEPT));

/**
 * Of the values the form lately held (newest first), the one a reported change differs least from;
 * none when the report is one of them (typing a value the field held a moment ago).
 */
function madeOn(candidates: readonly unknown[], changed: unknown): unknown {
  let best: unknown;
  let fewest = Infinity;
  for (const candidate of candidates) {
    const count = changedFields(candidate, changed).length;
    // the form held this very value before (a value typed again): the report is its own, nothing is stale
    if (count === 0) return undefined;
    if (count < fewest) [best, fewest] = [candidate, count];
  }
  return best;
}

/**
 * One wizard step: its schema and UI schema from the registry, our theme, the registry's validator
 * of the chosen mode. Errors show at the fields and in the summary only after the first Continue;
 * from then on they follow the changes (validated once the typing pauses, LIVE_VALIDATION_DELAY_MS,
 * and at once when a field loses focus).
 */
export function StepForm({
  stepKey,
  value,
  onChange,
  onSubmit,
  onInvalid,
  mode = 'submit',
  idPrefix,
  disabled,
  children,
  uiSchema,
  extraErrors: givenErrors,
}: StepFormProps) {
  const registry = useRegistry();
  const entry = registry.step(stepKey);
  const validator = useStepValidator(registry, mode, entry.key);
  const formContext = useMemo(() => formsContextOf(registry), [registry]);
  const translateString = useMemo(() => stringTranslatorOf(registry), [registry]);
  const [submitted, setSubmitted] = useState(false);
  const ui = useStable(uiSchema ?? entry.uiSchema);
  const computed = useMemo(() => computedFields(ui), [ui]);
  const formRef = useRef<HoldingForm>(null);

  // the latest props, read by the stable callbacks below
  const latest = useRef({ value, onChange, onSubmit, onInvalid, computed, schema: entry.schema, ui });
  latest.current = { value, onChange, onSubmit, onInvalid, computed, schema: entry.schema, ui };
  /** the formData the form last reported, to recognize the parent handing it back */
  const reported = useRef<unknown>(undefined);
  /**
   * the value the parent held when the form reported, while its reply is awaited: a render that still
   * carries it (one of ours, or the parent's for another reason, before the reply) must not hand the
   * form that older value, which would replace what was just typed
   */
  const awaited = useRef<{ before: unknown } | undefined>(undefined);
  const liveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [liveRun, setLiveRun] = useState(0);

  /**
   * what the form was lately handed or reported, newest first: a change is made on one of them, not
   * on the parent's value, which may have moved on in the same render (another window's record laid
   * in as the person typed, while the form still held the older one)
   */
  const recent = useRef<unknown[]>([]);
  const handleChange = useCallback((event: IChangeEvent, id?: string) => {
    const { value: previous, onChange: report, computed: fields, schema, ui: stepUi } = latest.current;
    // a change from a field carries its id; the form filling defaults in reports none
    const userEdit = typeof id === 'string';
    const held = userEdit ? madeOn(recent.current, event.formData) : undefined;
    recent.current = remembered(recent.current, event.formData);
    reported.current = event.formData;
    // the form answers the whole value it holds: only the step's own paths are taken from it
    const owned = ownedChange(schema, stepUi, previous, event.formData);
    const made = fields.length ? applyComputed(fields, previous, owned) : owned;
    // the keystroke's own change, not the older values a form still holding an older record reports
    const next = held === undefined ? made : withoutStaleValues(previous, made, held, event.formData);
    awaited.current = next === previous ? undefined : { before: previous };
    report(next, { userEdit, base: previous });
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
    const { value: given, schema, ui: stepUi, onSubmit: submit } = latest.current;
    submit(ownedChange(schema, stepUi, given, event.formData));
  }, []);
  const handleError = useCallback(() => {
    clearTimeout(liveTimer.current);
    setSubmitted(true);
    latest.current.onInvalid?.();
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

  // the parent's reply has arrived (or it chose a value of its own): nothing is awaited any more
  if (awaited.current && value !== awaited.current.before) awaited.current = undefined;
  const echo = value === reported.current || awaited.current !== undefined;

  // the error lines and summary hold still while a pointer is pressed, until its click has run
  const [hold] = useState(createLayoutHold);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const press = (event: PointerEvent) => {
      clearTimeout(timer);
      if (event.isPrimary !== false) hold.hold();
    };
    // after the release's click (dispatched in the same task) has run
    const letGo = () => {
      clearTimeout(timer);
      timer = setTimeout(hold.release, 0);
    };
    const moved = (event: PointerEvent) => {
      if (hold.isHeld() && event.buttons === 0) letGo();
    };
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', letGo, true);
    document.addEventListener('pointercancel', letGo, true);
    document.addEventListener('pointermove', moved, true);
    window.addEventListener('blur', letGo);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', letGo, true);
      document.removeEventListener('pointercancel', letGo, true);
      document.removeEventListener('pointermove', moved, true);
      window.removeEventListener('blur', letGo);
      hold.release();
    };
  }, [hold]);

  const handed = awaited.current ? reported.current : value;
  recent.current = remembered(recent.current, handed);

  // widgets read the root value through a store, so a keystroke re-renders only those whose selection changed
  const [store] = useState(() => createRootValueStore(value));
  useLayoutEffect(() => store.set(value), [store, value]);
  const [childrenStore] = useState(() => createRootValueStore(children));
  useLayoutEffect(() => childrenStore.set(children), [childrenStore, children]);

  return (
    <LayoutHoldContext.Provider value={hold}>
      <RootValueStoreContext.Provider value={store}>
        <ChildrenContext.Provider value={childrenStore}>
          <FormHost
            formRef={formRef}
            echo={echo}
            {...theme}
            schema={entry.schema}
            uiSchema={ui}
            extraErrors={stepErrors as ErrorSchema | undefined}
            formData={handed}
            formContext={formContext}
            translateString={translateString}
            experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
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
    </LayoutHoldContext.Provider>
  );
}
