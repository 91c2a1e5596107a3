import { HStack, Input, NativeSelect } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { formsContext } from '../shared/forms-context';
import { ariaOf } from '../shared/ids';
import { useMaskedInput } from '../shared/use-masked-input';
import type { Period } from './time';
import { PERIODS, joinTime, splitTime } from './time';

const CLOCK_MASK = { mask: '00:00' };

/** Time on a 12-hour clock: hh:mm typed with a mask, AM/PM chosen beside it; stored as "hh:mm AM". */
export function TimeWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, schema, uiSchema, rawErrors, registry } = props;
  const { t } = formsContext(registry);
  const { clock, period } = splitTime(value);
  const store = (nextClock: string, nextPeriod: Period) => onChange(joinTime(nextClock, nextPeriod) ?? options.emptyValue);
  const ref = useMaskedInput(CLOCK_MASK, clock, (text) => {
    if (text !== clock) store(text, period);
  });
  const aria = ariaOf(id, rawErrors, schema, uiSchema);
  return (
    <HStack gap={2}>
      <Input
        ref={ref}
        id={id}
        name={htmlName ?? id}
        dir="ltr"
        inputMode="numeric"
        placeholder={t('forms:time.placeholder')}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        maxW="8rem"
        {...aria}
      />
      <NativeSelect.Root disabled={disabled || readonly} maxW="6rem">
        <NativeSelect.Field
          id={`${id}__period`}
          aria-label={t('forms:time.period')}
          value={period}
          onChange={({ target }) => store(clock, target.value as Period)}
          aria-invalid={aria['aria-invalid']}
        >
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`forms:time.${p}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
