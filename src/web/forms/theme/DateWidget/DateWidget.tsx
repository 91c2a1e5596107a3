import { Box, DatePicker, HStack, IconButton, Input, parseDate } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { ErrorIcon } from '../shared/ErrorIcon';
import { formsContext } from '../shared/forms-context';
import { describedBy, hasErrors, helpOf } from '../shared/ids';
import { fieldText } from '../shared/text';
import { useMaskedInput } from '../shared/use-masked-input';
import type { Day } from './dates';
import { resolveDateLimit, type DateLimit } from '../../../../core/schema/dates';
import { compare, parseDisplay, parseIso, schemaLimit, toDisplay, toIso } from './dates';

const DISPLAY_MASK = { mask: '00/00/0000' };
/** Only when no limit is configured at all. */
const FIRST_DAY: Day = { year: 1, month: 1, day: 1 };
/** Monday, as weeks start in the UAE's business calendar. */
const MONDAY = 1;

/**
 * A day typed as dd/MM/yyyy (through a mask) or picked in Chakra's DatePicker, stored as yyyy-MM-dd.
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

  const described = [showLocal ? localErrorId : '', describedBy(id, rawErrors, helpOf(schema, uiSchema)) ?? ''].filter(Boolean).join(' ');
  return (
    <DatePicker.Root
      ids={{ root: `${id}__picker` }}
      value={stored ? [parseDate(toIso(stored))] : []}
      onValueChange={({ value: [picked] }) => picked && onChange(picked.toString())}
      min={parseDate(toIso(min))}
      max={parseDate(toIso(max))}
      locale={t('forms:date.locale')}
      startOfWeek={MONDAY}
      disabled={disabled}
      readOnly={readonly}
      translations={{
        content: t('forms:date.dialog'),
        trigger: () => t('forms:date.openCalendar'),
        monthSelect: t('forms:date.month'),
        yearSelect: t('forms:date.year'),
        prevTrigger: () => t('forms:date.previousMonth'),
        nextTrigger: () => t('forms:date.nextMonth'),
      }}
      position="relative"
      // under the typed date and its button, from their start: at the right when the page reads right to left
      positioning={{ placement: 'bottom-start' }}
    >
      <DatePicker.Control width="fit-content">
        <Input
          ref={ref}
          id={id}
          name={htmlName ?? id}
          dir="ltr"
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
        <DatePicker.Trigger asChild>
          <IconButton variant="outline">
            <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" />
            </svg>
          </IconButton>
        </DatePicker.Trigger>
      </DatePicker.Control>
      {showLocal && (
        <Box id={localErrorId} color="red.700" fontSize="sm" mt={1} display="flex" gap={1}>
          <ErrorIcon />
          <span>{localError}</span>
        </Box>
      )}
      <DatePicker.Positioner>
        {/* closes at once: while a closing animation ran, its buttons were still in the Tab order, and
            a Tab right after choosing a day landed in them as they vanished (focus lost to the page) */}
        <DatePicker.Content _closed={{ animationName: 'none' }}>
          <DatePicker.View view="day">
            <HStack gap={2}>
              <DatePicker.PrevTrigger />
              <DatePicker.MonthSelect />
              <DatePicker.YearSelect />
              <DatePicker.NextTrigger />
            </HStack>
            <DatePicker.DayTable />
          </DatePicker.View>
        </DatePicker.Content>
      </DatePicker.Positioner>
    </DatePicker.Root>
  );
}
