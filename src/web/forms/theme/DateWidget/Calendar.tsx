import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Box, HStack, IconButton, NativeSelect, chakra } from '@chakra-ui/react';
import type { Day } from './dates';
import { addDays, addMonths, clamp, compare, daysInMonth, toIso, weekday } from './dates';

export interface CalendarText {
  dialog: string;
  month: string;
  year: string;
  previousMonth: string;
  nextMonth: string;
}

interface CalendarProps {
  id: string;
  selected?: Day;
  min: Day;
  max: Day;
  lang: string;
  text: CalendarText;
  onSelect: (day: Day) => void;
  onClose: () => void;
}

const monthName = (lang: string, month: number, style: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat(lang, { month: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
const dayLabel = (lang: string, d: Day) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(Date.UTC(d.year, d.month - 1, d.day)));
const weekdayNames = (lang: string) =>
  // 2024-01-01 was a Monday
  Array.from({ length: 7 }, (_, i) => ({
    short: new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + i))),
    long: new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + i))),
  }));

/**
 * A month grid in a non-modal dialog (WAI-ARIA date picker dialog pattern): arrows move a day or a
 * week, Page Up/Down a month (with Shift a year), Home/End the week, Enter or Space chooses, Escape
 * closes. Days outside [min, max] are disabled and cannot be reached.
 */
export function Calendar({ id, selected, min, max, lang, text, onSelect, onClose }: CalendarProps) {
  const [focused, setFocused] = useState<Day>(() => clamp(selected ?? max, min, max));
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(true);

  useEffect(() => {
    if (!moveFocus.current) return;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused]);

  const go = (day: Day, focusGrid = true) => {
    moveFocus.current = focusGrid;
    setFocused(clamp(day, min, max));
  };

  const onGridKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => Day> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -weekday(focused)),
      End: () => addDays(focused, 6 - weekday(focused)),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    go(move());
  };

  const onDialogKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  const { year, month } = focused;
  const first = { year, month, day: 1 };
  const blanks = weekday(first);
  const count = daysInMonth(year, month);
  const cells: (Day | null)[] = [...Array(blanks).fill(null), ...Array.from({ length: count }, (_, i) => ({ year, month, day: i + 1 }))];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const years = Array.from({ length: max.year - min.year + 1 }, (_, i) => max.year - i);
  const names = weekdayNames(lang);
  const headingId = `${id}-calendar-heading`;
  const canPrev = year * 12 + month > min.year * 12 + min.month;
  const canNext = year * 12 + month < max.year * 12 + max.month;

  return (
    <Box
      id={`${id}-calendar`}
      role="dialog"
      aria-modal="false"
      aria-label={text.dialog}
      onKeyDown={onDialogKeyDown}
      position="absolute"
      zIndex="popover"
      mt={1}
      p={3}
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="lg"
      minW="18rem"
    >
      <HStack gap={2} mb={2}>
        <IconButton aria-label={text.previousMonth} size="sm" variant="ghost" disabled={!canPrev} onClick={() => go(addMonths(focused, -1), false)}>
          <span aria-hidden="true">‹</span>
        </IconButton>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={text.month}
            value={month}
            onChange={({ target }) =>
              go({ ...focused, month: Number(target.value), day: Math.min(focused.day, daysInMonth(year, Number(target.value))) }, false)
            }
          >
            {Array.from({ length: 12 }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {monthName(lang, i + 1)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={text.year}
            value={year}
            onChange={({ target }) =>
              go({ ...focused, year: Number(target.value), day: Math.min(focused.day, daysInMonth(Number(target.value), month)) }, false)
            }
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <IconButton aria-label={text.nextMonth} size="sm" variant="ghost" disabled={!canNext} onClick={() => go(addMonths(focused, 1), false)}>
          <span aria-hidden="true">›</span>
        </IconButton>
      </HStack>
      <chakra.p id={headingId} aria-live="polite" srOnly>
        {monthName(lang, month)} {year}
      </chakra.p>
      <chakra.table ref={gridRef} role="grid" aria-labelledby={headingId} onKeyDown={onGridKeyDown} width="100%" textAlign="center">
        <thead>
          <tr>
            {names.map((name) => (
              <chakra.th key={name.long} scope="col" abbr={name.long} fontSize="xs" fontWeight="medium" py={1}>
                {name.short}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((d, i) =>
                d ? (
                  <td key={i} aria-selected={selected ? compare(d, selected) === 0 : false}>
                    <chakra.button
                      type="button"
                      tabIndex={compare(d, focused) === 0 ? 0 : -1}
                      disabled={compare(d, min) < 0 || compare(d, max) > 0}
                      aria-label={dayLabel(lang, d)}
                      data-date={toIso(d)}
                      onClick={() => onSelect(d)}
                      width="2.25rem"
                      height="2.25rem"
                      borderRadius="full"
                      bg={selected && compare(d, selected) === 0 ? 'blue.700' : undefined}
                      color={selected && compare(d, selected) === 0 ? 'white' : undefined}
                      _hover={{ bg: 'blue.100', color: 'inherit' }}
                      _disabled={{ color: 'fg.subtle', cursor: 'not-allowed', textDecoration: 'line-through', _hover: { bg: 'transparent' } }}
                      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.700', outlineOffset: '1px' }}
                    >
                      {d.day}
                    </chakra.button>
                  </td>
                ) : (
                  <td key={i} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
