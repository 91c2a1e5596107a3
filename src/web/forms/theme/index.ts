import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import type { ThemeProps } from '@rjsf/core';
import { ArrayField } from './ArrayFieldTemplate/ArrayField';
import { RowsField } from './RowsField/RowsField';
import { ArrayFieldItemTemplate } from './ArrayFieldTemplate/ArrayFieldItemTemplate';
import { ArrayFieldTemplate } from './ArrayFieldTemplate/ArrayFieldTemplate';
import { BaseInputTemplate } from './BaseInputTemplate/BaseInputTemplate';
import { CheckboxWidget } from './CheckboxWidget/CheckboxWidget';
import { ComboboxWidget } from './ComboboxWidget/ComboboxWidget';
import { DateWidget } from './DateWidget/DateWidget';
import { ErrorListTemplate } from './ErrorListTemplate/ErrorListTemplate';
import { FieldTemplate } from './FieldTemplate/FieldTemplate';
import { IntegerWidget } from './IntegerWidget/IntegerWidget';
import { MaskWidget } from './MaskWidget/MaskWidget';
import { NumberField } from './NumberField/NumberField';
import { MultiSelectWidget } from './MultiSelectWidget/MultiSelectWidget';
import { SearchableMultiSelectWidget } from './SearchableMultiSelectWidget/SearchableMultiSelectWidget';
import { ObjectFieldTemplate } from './ObjectFieldTemplate/ObjectFieldTemplate';
import { PhoneWidget } from './PhoneWidget/PhoneWidget';
import { SelectWidget } from './SelectWidget/SelectWidget';
import { TextareaWidget } from './TextareaWidget/TextareaWidget';
import { TextWidget } from './TextWidget/TextWidget';
import { TimeWidget } from './TimeWidget/TimeWidget';
import { YesNoWidget } from './YesNoWidget/YesNoWidget';

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
