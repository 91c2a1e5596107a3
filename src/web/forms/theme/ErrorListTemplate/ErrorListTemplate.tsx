import type { MouseEvent } from 'react';
import { Box, Heading, VisuallyHidden, chakra } from '@chakra-ui/react';
import type { ErrorListProps } from '@rjsf/utils';
import { ErrorIcon } from '../shared/ErrorIcon';
import { formsContext } from '../shared/forms-context';
import { useHeldValue } from '../shared/layout-hold';
import { fieldIdOfProperty } from './field-id';

/** Focus the input of an error: its own id, else the first control inside the field (radio groups). */
function focusField(id: string) {
  const target =
    document.getElementById(id) ??
    // a list shown as rows: its first cell
    document.getElementById(`${id}_0`) ??
    document.querySelector<HTMLElement>(
      `[data-field="${CSS.escape(id)}"] input, [data-field="${CSS.escape(id)}"] select, [data-field="${CSS.escape(id)}"] textarea`,
    );
  target?.focus();
  target?.scrollIntoView?.({ block: 'center' });
}

const sameErrors = (a: ErrorListProps['errors'], b: ErrorListProps['errors']) =>
  a === b || (a.length === b.length && a.every((error, index) => error.property === b[index].property && error.message === b[index].message));

/** A summary line names its field (forms:errorList.line) unless the message names it already (rule SUMMARY-NAMES). */
function namedMessage(error: ErrorListProps['errors'][number], t: ReturnType<typeof formsContext>['t']): string {
  const message = error.message ?? '';
  const field = error.title ?? '';
  return field && !message.includes(field) ? t('forms:errorList.line', { field, message }) : message;
}

/** The summary above the form: one link per error, which moves focus to the field. */
export function ErrorListTemplate({ errors: given, registry }: ErrorListProps) {
  const { t } = formsContext(registry);
  // while a pointer is pressed the summary keeps its lines, so the fields and buttons below stay put
  const errors = useHeldValue(given, sameErrors);
  // The form renders this template with no errors too (StepForm's HoldingForm), so the status below
  // is in the page before the summary appears: a screen reader then hears how many answers need
  // correcting each time the count changes, not only when focus lands on the first of them.
  const status = (
    <VisuallyHidden role="status" aria-live="polite">
      {errors.length ? t('forms:errorList.count', { count: errors.length }) : ''}
    </VisuallyHidden>
  );
  if (!errors.length) return <>{status}</>;
  const idPrefix = registry.globalFormOptions.idPrefix;
  const separator = registry.globalFormOptions.idSeparator;
  return (
    <>
      {status}
      <Box role="region" aria-labelledby="form-error-summary" borderWidth="2px" borderColor="red.700" borderRadius="md" p={4} mb={6}>
        <Heading as="h2" id="form-error-summary" size="md" color="red.700" mb={2}>
          {t('forms:errorList.title', { count: errors.length })}
        </Heading>
        <chakra.ul listStyleType="none" m={0} p={0}>
          {errors.map((error, index) => {
            const id = fieldIdOfProperty(error.property ?? '', idPrefix, separator);
            const onClick = (event: MouseEvent) => {
              event.preventDefault();
              focusField(id);
            };
            return (
              <chakra.li key={`${error.property}-${index}`} display="flex" gap={1} color="red.700" mb={1}>
                <ErrorIcon />
                <chakra.a href={`#${id}`} onClick={onClick} textDecoration="underline">
                  {namedMessage(error, t)}
                </chakra.a>
              </chakra.li>
            );
          })}
        </chakra.ul>
      </Box>
    </>
  );
}
