import { Type } from 'typebox';

/** A JSON object whose keys the analysts' schemas decide (a record group, a stakeholder). */
export const JsonObject = Type.Record(Type.String(), Type.Unknown());

/** A point in time as ISO 8601 text. */
export const Instant = Type.String({ format: 'date-time' });

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** An answer without a body (204). */
export const NoContent = { response: { 204: Type.Null() } };

/** An answer that is a file, not JSON: its bytes are the answer (no serializer). */
export const FileAnswer = { response: { 200: Type.Unsafe<Uint8Array>({ description: 'the file, with its own content type' }) } };
