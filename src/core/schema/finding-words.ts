/**
 * The words of the check's findings (rule WORDS-LANGUAGES): each finding is a key of
 * content/<lang>/studio.json `findings` and what fills it in, so an analyst reads it in the studio's
 * language. `npm run schemas:check` says them in English.
 */
import type { Bundle } from '../bundle';
import { isolatedIn } from '../messages/bidi';
import { interpolate } from '../messages/format';
import { SOURCE_LANGUAGE } from '../messages/languages';

/** What fills a finding in: values, or words said with a key of their own (said again with it). */
export type FindingVars = { [name: string]: string | number | Said };

/** A finding's words: its key, what fills it in, and the sentence they make in one language. */
export interface Said {
  key: string;
  vars?: FindingVars;
  message: string;
}

/** Words with a key are said again by it; others (a library's own sentence) are kept as they are. */
export function saidOf(words: { message: string; key?: string; vars?: FindingVars }): Said | string {
  return words.key === undefined ? words.message : { key: words.key, ...(words.vars ? { vars: words.vars } : {}), message: words.message };
}

/** Says findings in one language, which it names (a library's own sentences are asked for in it too). */
export type Say = ((key: string, vars?: FindingVars) => Said) & { readonly lang: string };

type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

function findingsIn(content: Bundle['content'], lang: string): Node {
  const file = content[`${lang}/studio.json`];
  return isObject(file) && isObject(file.findings) ? file.findings : {};
}

/**
 * Says findings in `lang` with the words of `content` (the English ones where that language lacks
 * one; the key and what fills it in where both do, so a finding is never lost for want of words).
 */
export function findingSayer(content: Bundle['content'], lang: string = SOURCE_LANGUAGE): Say {
  const words = findingsIn(content, lang);
  const source = lang === SOURCE_LANGUAGE ? words : findingsIn(content, SOURCE_LANGUAGE);
  const say = (key: string, vars?: FindingVars): Said => {
    const template = typeof words[key] === 'string' ? words[key] : typeof source[key] === 'string' ? source[key] : undefined;
    const entries = Object.entries(vars ?? {});
    const values = Object.fromEntries(entries.map(([name, value]) => [name, typeof value === 'object' ? say(value.key, value.vars).message : value]));
    // what the analyst wrote (a field, a file, a pattern) keeps its own order inside a right-to-left sentence; words are the sentence's own
    const isolated = Object.fromEntries(
      entries.map(([name, value]) => [name, typeof value === 'object' ? values[name] : typeof value === 'string' ? isolatedIn(value, lang) : value]),
    );
    const message = template !== undefined ? interpolate(template, isolated) : `${key}${vars ? ` ${JSON.stringify(values)}` : ''}`;
    return { key, ...(vars ? { vars } : {}), message };
  };
  return Object.assign(say, { lang });
}
