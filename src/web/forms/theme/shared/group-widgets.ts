/** Widgets that render their own group of inputs and are named by aria-labelledby rather than <label for>. */
export const GROUP_WIDGETS = new Set(['yesNo', 'radio', 'multiselect', 'checkboxes']);
/** Widgets of a list (array) that are one input, named by <label for> like a text box. */
export const LIST_INPUT_WIDGETS = new Set(['searchableMultiselect']);
/** Widgets that carry their own <label> next to the control. */
export const SELF_LABELLED_WIDGETS = new Set(['checkbox']);

export function widgetName(uiSchema: Record<string, unknown> | undefined): string | undefined {
  const widget = uiSchema?.['ui:widget'];
  return typeof widget === 'string' ? widget : undefined;
}
