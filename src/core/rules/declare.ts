import { Type, type TProperties } from 'typebox';

/**
 * A rules file's object: its settings and nothing else (a setting the product does not read is
 * reported by the schema check). A `$comment` that explains it to analysts may stand anywhere, and a
 * `$schema` naming the file's JSON Schema for editors; neither is a setting, so the readers' types
 * leave them out.
 */
export const Settings = <T extends TProperties>(properties: T) =>
  Type.Object(properties, { additionalProperties: false, patternProperties: { '^\\$(comment|schema)$': { type: 'string' } } });

/** A count, a size or a time: a whole number, not below `minimum` (default 0). */
/**
 * A whole number of at least `minimum` and, where a larger one would weaken the product (a limit that
 * no longer limits), at most `maximum`: the check refuses a release past either bound.
 */
export const Count = (minimum = 0, maximum?: number) => Type.Integer({ minimum, ...(maximum === undefined ? {} : { maximum }) });

/** A JSON Schema the file carries (a request's shape, a condition): checked as JSON Schema elsewhere. */
export const JsonSchema = Type.Record(Type.String(), Type.Unknown());
