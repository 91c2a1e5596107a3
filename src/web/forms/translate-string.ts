import { englishStringTranslator, replaceStringParameters, TranslatableString } from '@rjsf/utils';
import type { Registry } from '../../core/schema/registry';
import { textOf } from './forms-context';

/** RJSF's name of each of its own sentences, by the English sentence it stands for. */
const NAMES = new Map<string, string>(Object.entries(TranslatableString).map(([name, english]) => [english, name]));

/**
 * RJSF's own words (the "Yes" and "No" of a yes-or-no question) from `forms:rjsf.<name>` of the
 * page's language, by the name RJSF gives each (TranslatableString); RJSF's English where the words
 * hold none (its sentences our templates never show).
 */
export function stringTranslatorOf(registry: Registry): (text: TranslatableString, params?: string[]) => string {
  return (text, params) => {
    const name = NAMES.get(text);
    const words = name ? textOf(registry, `forms:rjsf.${name}`) : undefined;
    return words && words !== `rjsf.${name}` ? replaceStringParameters(words, params) : englishStringTranslator(text, params);
  };
}
