/**
 * What the libraries the check runs say, in the analyst's language: JSON Schema's validator (ajv,
 * through ajv-i18n for the keywords the check does not word itself) and the pattern engine (RE2,
 * whose syntax errors are a fixed list, each a finding of content/<lang>/studio.json). A sentence no
 * list knows is kept as the library says it.
 */
import type { ErrorObject } from 'ajv';
import localize from 'ajv-i18n';
import { RE2JSSyntaxException } from 're2js';
import type { Said, Say } from './finding-words';

type Localizer = (errors: ErrorObject[]) => void;
const localizers = localize as unknown as Record<string, Localizer | undefined>;

/**
 * ajv's sentence for one error of a value, in `lang` (English where ajv-i18n has no such language);
 * a schema's own `errorMessage` (ajv-errors) is already the release's words and is kept.
 */
export function validatorWords(error: Pick<ErrorObject, 'keyword' | 'params' | 'message'>, lang: string): string {
  if (error.keyword === 'errorMessage') return error.message ?? error.keyword;
  const said = { ...error } as ErrorObject;
  (localizers[lang] ?? localizers.en)?.([said]);
  return (said.message ?? error.message ?? error.keyword).trim();
}

/** RE2's syntax errors (its descriptions, which re2js names as constants) and the findings that word them. */
const PATTERN_PROBLEMS: Record<string, string> = {
  'missing closing )': 'patternParenOpen',
  'unexpected )': 'patternParenUnopened',
  'missing closing ]': 'patternBracketOpen',
  'invalid escape sequence': 'patternEscape',
  'invalid character class range': 'patternRange',
  'invalid or unsupported Perl syntax': 'patternLooksAround',
  'invalid capture in lookbehind': 'patternLooksAround',
  'missing argument to repetition operator': 'patternRepeatsNothing',
  'invalid nested repetition operator': 'patternRepeatsTwice',
  'invalid repeat count': 'patternRepeatCount',
  'trailing backslash at end of expression': 'patternEndsEscaped',
  'invalid named capture': 'patternGroupName',
  'duplicate capture group name': 'patternGroupName',
  'expression nests too deeply': 'patternTooLarge',
  'expression too large': 'patternTooLarge',
};

/** Why RE2 cannot read a pattern, in words, with the part of it that it stopped at. */
export function patternProblem(error: RE2JSSyntaxException, say: Say): Said | string {
  const key = PATTERN_PROBLEMS[error.getDescription()];
  const part = error.getPattern() ?? '';
  return key ? say(key, { part }) : `${error.getDescription()}: ${part}`;
}

// ajv's strict mode names a keyword it does not know in this sentence (ajv/lib/compile/validate checkKeywords)
const UNKNOWN_KEYWORD = /^strict mode: unknown keyword: "(.*)"$/;

/** What a library threw while the check compiled a schema or a pattern, in words where the check knows its kind. */
export function thrownWords(error: unknown, say: Say): Said | string {
  if (error instanceof RE2JSSyntaxException) return say('patternUnreadable', { problem: patternProblem(error, say) });
  const message = error instanceof Error ? error.message : String(error);
  const keyword = UNKNOWN_KEYWORD.exec(message)?.[1];
  return keyword !== undefined ? say('keywordUnknown', { keyword }) : message;
}
