/** A number as typed, allowing a trailing decimal point or trailing fraction zeros ("5.", "5.10"). */
const NUMBER_AS_TYPED = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * What a number field stores for text typed into a text-like widget: nothing for blank, the
 * number when the text is one ("5." and "5.10" are 5 and 5.1 while being typed), and the text
 * itself otherwise, so the validator names it as not a valid number. No locale is consulted: the
 * decimal separator is the point, as in every number the application shows.
 */
export function storedNumber(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return NUMBER_AS_TYPED.test(trimmed) ? Number(trimmed) : text;
}
