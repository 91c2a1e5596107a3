import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import type { ThemeProps } from '@rjsf/core';
import { ArrayField } from './ArrayFieldTemplate/ArrayField';
import { RowsField } from './RowsField/RowsField';
import { ArrayFieldItemTemplate } from './ArrayFieldTemplate/ArrayFieldItemTemplate';
import { ArrayFieldTemplate } from './ArrayFieldTemplate/ArrayFieldTemplate';
import { BaseInputTemplate } from './BaseInputTemplate/BaseInputTemplate';
import { CheckboxWidget } from './CheckboxWidget/CheckboxWidget';
import { ChoiceOrTextWidget } from './ChoiceOrTextWidget/ChoiceOrTextWidget';
import { ErrorListTemplate } from './ErrorListTemplate/ErrorListTemplate';
import { FieldTemplate } from './FieldTemplate/FieldTemplate';
import { IntegerWidget } from './IntegerWidget/IntegerWidget';
import { MaskWidget } from './MaskWidget/MaskWidget';
import { NumberField } from './NumberField/NumberField';
import { MultiSelectWidget } from './MultiSelectWidget/MultiSelectWidget';
import { ObjectFieldTemplate } from './ObjectFieldTemplate/ObjectFieldTemplate';
import { PhoneWidget } from './PhoneWidget/PhoneWidget';
import { SelectWidget } from './SelectWidget/SelectWidget';
import { TextareaWidget } from './TextareaWidget/TextareaWidget';
import { TextWidget } from './TextWidget/TextWidget';
import { TimeWidget } from './TimeWidget/TimeWidget';
import { YesNoWidget } from './YesNoWidget/YesNoWidget';
import { lazyWidget } from './shared/lazy-widget';

// the calendar and the comboboxes load with the first step that shows one (shared/lazy-widget.tsx)
const DateWidget = lazyWidget(() => import('./DateWidget/DateWidget').then((module) => module.DateWidget));
const ComboboxWidget = lazyWidget(() => import('./ComboboxWidget/ComboboxWidget').then((module) => module.ComboboxWidget));
const SearchableMultiSelectWidget = lazyWidget(() =>
  import('./SearchableMultiSelectWidget/SearchableMultiSelectWidget').then((module) => module.SearchableMultiSelectWidget),
);

export type { FormsContext, DatalistItem } from './shared/forms-context';

/**
 * Widgets by the names the UI schemas use (schemas/defs/widgets.json), plus RJSF's own names so a
 * schema without `ui:widget` still renders with our look and label binding.
 */
export const widgets: RegistryWidgetsType = {
  text: TextWidget,
  textarea: TextareaWidget,
  integer: IntegerWidget,
  number: IntegerWidget,
  select: SelectWidget,
  choiceOrText: ChoiceOrTextWidget,
  combobox: ComboboxWidget,
  yesNo: YesNoWidget,
  radio: YesNoWidget,
  checkbox: CheckboxWidget,
  date: DateWidget,
  time: TimeWidget,
  mask: MaskWidget,
  phone: PhoneWidget,
  multiselect: MultiSelectWidget,
  searchableMultiselect: SearchableMultiSelectWidget,
  checkboxes: MultiSelectWidget,
  // RJSF's defaults for plain schemas
  TextWidget,
  TextareaWidget,
  SelectWidget,
  CheckboxWidget,
  CheckboxesWidget: MultiSelectWidget,
  RadioWidget: YesNoWidget,
  DateWidget,
  UpDownWidget: IntegerWidget,
};

/** Loads the code of every widget that loads with its first step (tests render forms with it here). */
export function preloadWidgets(): Promise<unknown> {
  return Promise.all([DateWidget, ComboboxWidget, SearchableMultiSelectWidget].map((widget) => widget.preload()));
}

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ErrorListTemplate,
  BaseInputTemplate,
};

export const fields: RegistryFieldsType = { ArrayField, NumberField, rows: RowsField };

/** Our RJSF theme on Chakra UI v3 primitives. */
export const theme: ThemeProps = { widgets, templates, fields };
