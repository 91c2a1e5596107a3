import { useRef, useState } from 'react';
import { Box, HStack, IconButton, Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { ErrorIcon } from '../shared/ErrorIcon';
import { formsContext } from '../shared/forms-context';
import { describedBy, hasErrors, helpOf } from '../shared/ids';
import { fieldText } from '../shared/text';
import { useMaskedInput } from '../shared/use-masked-input';
import { Calendar } from './Calendar';
import type { Day } from './dates';
import { resolveDateLimit, type DateLimit } from '../../../../core/schema/dates';
import { compare, parseDisplay, parseIso, schemaLimit, toDisplay, toIso } from './dates';

const DISPLAY_MASK = { mask: '00/00/0000' };
/** Only when no limit is configured at all. */
const FIRST_DAY: Day = { year: 1, month: 1, day: 1 };

/**
 * A day typed as dd/MM/yyyy (or picked in the calendar) and stored as yyyy-MM-dd.
 * Limits: the schema's `minDate`/`maxDate` (else the same in `ui:options`, else the earliest date of
 * rules/constants.json and today); days outside them are disabled in the calendar and a typed one is
 * flagged at once. Text that is not a whole date is stored as typed, so validation reports it.
 */
export function DateWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, schema, uiSchema, rawErrors, registry, label } =
    props;
  const { t, constants } = formsContext(registry);
  const limit = (keyword: 'minDate' | 'maxDate', fallback: string) =>
    parseIso(resolveDateLimit((schemaLimit(schema, keyword) ?? options[keyword] ?? fallback) as DateLimit)) ??
    parseIso(resolveDateLimit(fallback as DateLimit));
  const min = limit('minDate', constants.earliestDate) ?? FIRST_DAY;
  const max = limit('maxDate', 'today')!;
  const stored = parseIso(value);
  const shown = stored ? toDisplay(stored) : typeof value === 'string' ? value : '';
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const outOfRange = stored ? (compare(stored, min) < 0 ? 'early' : compare(stored, max) > 0 ? 'late' : undefined) : undefined;
  const localError = outOfRange
    ? t(`messages:keywords.${outOfRange === 'early' ? 'minDate' : 'maxDate'}`, {
        field: fieldText(registry, label),
        limit: toIso(outOfRange === 'early' ? min : max),
      })
    : undefined;
  const showLocal = !!localError && !hasErrors(rawErrors);
  const localErrorId = `${id}__range`;

  const ref = useMaskedInput(DISPLAY_MASK, shown, (text) => {
    if (text === shown) return;
    const day = parseDisplay(text);
    onChange(day ? toIso(day) : text === '' ? options.emptyValue : text);
  });

  const choose = (day: Day) => {
    onChange(toIso(day));
    setOpen(false);
    buttonRef.current?.focus();
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const described = [showLocal ? localErrorId : '', describedBy(id, rawErrors, helpOf(schema, uiSchema)) ?? ''].filter(Boolean).join(' ');
  return (
    <Box position="relative">
      <HStack gap={2}>
        <Input
          ref={ref}
          id={id}
          name={htmlName ?? id}
          inputMode="numeric"
          placeholder={t('forms:date.placeholder')}
          required={required}
          disabled={disabled}
          readOnly={readonly}
          autoFocus={autofocus}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          aria-invalid={hasErrors(rawErrors) || !!localError ? true : undefined}
          aria-describedby={described || undefined}
          maxW="12rem"
        />
        <IconButton
          ref={buttonRef}
          variant="outline"
          aria-label={t('forms:date.openCalendar')}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? `${id}-calendar` : undefined}
          disabled={disabled || readonly}
          onClick={() => setOpen((state) => !state)}
        >
          <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </IconButton>
      </HStack>
      {showLocal && (
        <Box id={localErrorId} color="red.700" fontSize="sm" mt={1} display="flex" gap={1}>
          <ErrorIcon />
          <span>{localError}</span>
        </Box>
      )}
      {open && (
        <Calendar
          id={id}
          selected={stored}
          min={min}
          max={max}
          lang={t('forms:date.locale')}
          text={{
            dialog: t('forms:date.dialog'),
            month: t('forms:date.month'),
            year: t('forms:date.year'),
            previousMonth: t('forms:date.previousMonth'),
            nextMonth: t('forms:date.nextMonth'),
          }}
          onSelect={choose}
          onClose={close}
        />
      )}
    </Box>
  );
}
