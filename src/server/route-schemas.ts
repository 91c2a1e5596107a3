import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify compiles every route's validators and response serializers while the app is made: ~0.2 s
 * of a restart on a two-core machine, before the first answer. These are Fastify's own compilers
 * (the defaults it would make itself), each route's function compiled the first time it is called
 * instead; `compileRest` compiles the ones not called yet, one at a time, once the server answers.
 *
 * What a deferred validator does is what the compiled one does: Fastify hands it the request's part
 * and reads `errors` after a false answer. It gets no parent data (Fastify offers that only to a
 * function Ajv made), which matters only where Ajv replaces the root value itself, by coercing it:
 * the app's Ajv never coerces (its coerceTypes option is false, app.ts).
 */

type Validate = ((data: unknown) => boolean) & { errors?: unknown };
type Serialize = (data: unknown) => string;
type ValidatorFactory = (externalSchemas: unknown, options: unknown) => (route: unknown) => Validate;
type SerializerFactory = (externalSchemas: unknown, options: unknown) => (route: unknown) => Serialize;
type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type CompilersFactory = NonNullable<SchemaController['compilersFactory']>;

export interface DeferredSchemas {
  schemaController: SchemaController;
  /** Compiles every function not compiled yet, yielding to the event loop between two. */
  compileRest(): Promise<void>;
  /** How many are still to compile. */
  pending(): number;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function deferredSchemas(): DeferredSchemas {
  const waiting = new Set<() => unknown>();
  /** `build`, run once: on the first call of what it makes, or by compileRest. */
  function once<T>(build: () => T): () => T {
    let made: { value: T } | undefined;
    const get = () => {
      if (!made) {
        made = { value: build() };
        waiting.delete(get);
      }
      return made.value;
    };
    waiting.add(get);
    return get;
  }

  const fastifyValidators = AjvCompiler() as unknown as ValidatorFactory;
  const fastifySerializers = SerializerSelector() as unknown as SerializerFactory;
  const buildValidator: ValidatorFactory = (externalSchemas, options) => {
    const compile = fastifyValidators(externalSchemas, options);
    return (route) => {
      const compiled = once(() => compile(route));
      const validate: Validate = (data) => {
        const check = compiled();
        const valid = check(data);
        validate.errors = check.errors;
        return valid;
      };
      return validate;
    };
  };
  const buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const compile = fastifySerializers(externalSchemas, options);
    return (route) => {
      const compiled = once(() => compile(route));
      return (data) => compiled()(data);
    };
  };

  return {
    schemaController: {
      compilersFactory: { buildValidator, buildSerializer } as unknown as CompilersFactory,
    },
    async compileRest() {
      for (const get of [...waiting]) {
        get();
        await nextTurn();
      }
    },
    pending: () => waiting.size,
  };
}
