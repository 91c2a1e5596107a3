/**
 * `oneTicked: {"of": ["eStatements", "mailStatements"], "message": "statementsRequired"}` on an
 * object: at least one of the named yes/no properties is true (online or paper statements: one of
 * the two). A presence rule, so a draft save does not apply it. The error sits on the first property
 * named, with the messages.json key `message` (default keywords.oneTicked).
 */
import type { KeywordValidate } from './types';

interface Rule {
  of: string[];
  message?: string;
}

type Cxt = { instancePath: string } | undefined;

/** The keyword's validate function (declared for `type: object`, `schemaType: object`). */
export function oneTicked(): KeywordValidate {
  const validate: KeywordValidate = function (rule: Rule, data: Record<string, unknown>, _parent: unknown, cxt: Cxt): boolean {
    const names = Array.isArray(rule.of) ? rule.of : [];
    if (names.length === 0 || names.some((name) => data[name] === true)) return true;
    const params = rule.message ? { messageKey: rule.message } : {};
    validate.errors = [{ keyword: 'oneTicked', instancePath: `${cxt?.instancePath ?? ''}/${names[0]}`, params }];
    return false;
  };
  return validate;
}
