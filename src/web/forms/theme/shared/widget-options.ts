// Written by npm run schemas:json from schemas/defs/widgets.json: do not edit.

/** The ui:options any field may take. */
export interface FieldOptions {
  /** false hides the field's own label (the step or the group says it) */
  label?: boolean;
  /** the words key (fields.json) of a group's or a list's title */
  title?: string;
  /** the words key of a group's description */
  description?: string;
  /** the words key of the help line under the field */
  help?: string;
  /** the words key of the text shown in an empty field */
  placeholder?: string;
  /** what an emptied field holds instead of nothing (RJSF) */
  emptyValue?: unknown;
  /** the browser's autocomplete name (given-name, email, tel-national…) */
  autocomplete?: string;
  /** the keyboard a phone shows */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url' | 'search' | 'none';
  /** the input's type */
  inputType?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'password' | 'search';
  /** the most characters the field takes as typed */
  maxLength?: number;
  /** a list's Add button: the words key (fields.json) */
  addLabel?: string;
  /** a list's Add button shows only once its last row is filled */
  addWhenFilled?: boolean;
  /** false: a list has no Add button (RJSF) */
  addable?: boolean;
  /** false: a list's rows cannot be moved (RJSF) */
  orderable?: boolean;
  /** false: a list's rows cannot be removed (RJSF) */
  removable?: boolean;
  /** a list keeps one row to fill, which cannot be removed */
  keepOneRow?: boolean;
  /** fields of a group the form leaves out */
  exclude?: Array<string>;
  /** the field's value is worked out from others (computed-fields: the rule's name) */
  compute?: string;
  /** the answer (dotted path) a computed value is worked out from */
  computeFrom?: string;
}

/** Each widget's ui:options: those of any field, and its own. */
export interface WidgetOptions {
  /** one line of text */
  text: FieldOptions;
  /** several lines */
  textarea: FieldOptions & {
    /** the height in lines (4 when not given) */
    rows?: number;
    /** the Enter key adds no line (an address printed on one card) */
    noEnter?: boolean;
  };
  /** whole number */
  integer: FieldOptions & {
    /** an empty field counts as 0 */
    blankAsZero?: boolean;
  };
  /** one choice of a short list */
  select: FieldOptions & {
    /** the list of choices: a file of content/datalists/ or an app-config list */
    datalist?: string;
  };
  /** a choice where a list applies (datalistWhen, read on the record) and free text where none does: an emirate in the UAE, a city elsewhere */
  choiceOrText: FieldOptions & {
    /** the list of choices: a file of content/datalists/ or an app-config list */
    datalist?: string;
    /** [{"if": <condition on the record>, "datalist": …}]: the first that holds gives the list, else datalist */
    datalistWhen?: Array<Record<string, unknown>>;
  };
  /** one choice of a long list with search */
  combobox: FieldOptions & {
    /** the list of choices: a file of content/datalists/ or an app-config list */
    datalist?: string;
    /** [{"if": <condition on the record>, "datalist": …}]: the first that holds gives the list, else datalist */
    datalistWhen?: Array<Record<string, unknown>>;
    /** {"<item field>": "<answer path>"}: only the list's items whose field equals that answer (branches of the chosen city) */
    datalistMatch?: Record<string, string>;
    /** in a list of rows, the dotted path of the answer whose list the cell shows */
    datalistPath?: string;
    /** in a list of rows, the cell this one's list follows */
    dependsOn?: string;
    /** in a list of rows, no two rows may choose the same (the list's field name) */
    uniqueWithin?: string;
  };
  /** several choices of a long list (countries) with search, the chosen ones listed with Remove buttons */
  searchableMultiselect: FieldOptions & {
    /** the list of choices: a file of content/datalists/ or an app-config list */
    datalist?: string;
  };
  /** yes / no radio pair */
  yesNo: FieldOptions & {
    /** the list of choices: a file of content/datalists/ or an app-config list */
    datalist?: string;
  };
  /** a tick box */
  checkbox: FieldOptions;
  /** date picker dd/MM/yyyy, limits from minDate/maxDate */
  date: FieldOptions;
  /** 12-hour time */
  time: FieldOptions;
  /** text through a mask */
  mask: FieldOptions & {
    /** the mask: 0 a digit, A a letter, * either; other characters are typed for the person (784-0000-0000000-0) */
    mask?: string;
    /** false keeps letters as typed (else they turn to capitals) */
    uppercase?: boolean;
  };
  /** country code + number */
  phone: FieldOptions & {
    /** the sibling field that holds the country code */
    codeField?: string;
    /** the code chosen before the person chooses one */
    defaultCode?: string;
    /** the list of choices: a file of content/datalists/ or an app-config list */
    datalist?: string;
  };
  /** several choices of a list */
  multiselect: FieldOptions & {
    /** the list of choices: a file of content/datalists/ or an app-config list */
    datalist?: string;
  };
  /** repeatable rows (ui:field) */
  rows: FieldOptions & {
    /** {"columns": the lists, "max": the most rows (else the lists' maxItems), "addLabel": the Add button's words key} */
    rows?: Record<string, unknown>;
  };
  /** RJSF's own layout (ui:field) for a step whose questions mix nested objects: ui:layoutGrid lists them in order by dotted path (a person's names before their date of birth) */
  LayoutGridField: FieldOptions;
  /** a value the form keeps without showing it (a phone number's country code held by its phone field) */
  hidden: FieldOptions;
}
