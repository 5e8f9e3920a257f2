// Request validation: `validate('json'|'query'|'param', schema)` in a route chain checks the input
// against a zod schema from src/shared/schemas (typed for `hc<AppType>` and described in the
// OpenAPI document); a failure answers 400 {error:{code,message}} with the schema's Swedish message.
import type { Context, Env, MiddlewareHandler, ValidationTargets } from 'hono';
import type { InferInput } from 'hono/validator';
import { zValidator } from '@hono/zod-validator';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { z } from 'zod';
import { TEXTS } from '@shared/texts.js';
import { AppError, badRequest, toErrorAnswer } from './errors.js';

/** PostgreSQL cannot store a NUL character, and nothing legitimate sends one. */
export const NUL_MESSAGE = 'Texten innehåller ett otillåtet tecken (NUL).';

/** The first issue's Swedish message; the code is the API's VALIDATION_ERROR unless a route uses another. */
function validationError(error: z.ZodError, code = 'VALIDATION_ERROR'): AppError {
  return new AppError(code, 400, error.issues[0]?.message ?? TEXTS.errors.badRequest);
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** True when a string anywhere in the value (keys included) holds a NUL character. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** 415 unless the body is declared JSON, 400 INVALID_JSON unless it parses (the body is cached for the validator). */
async function assertJsonBody(c: Context): Promise<void> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
  if (!JSON_TYPE.test(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, TEXTS.errors.unsupportedType);
  try {
    await c.req.json();
  } catch {
    throw badRequest(TEXTS.errors.badJson, 'INVALID_JSON');
  }
}

export interface ValidateOptions {
  /** error code of a failed check, when the route's contract names another than VALIDATION_ERROR */
  code?: string;
  /** json only: an empty (or blank) body counts as `{}` (calls whose body is optional) */
  optionalBody?: boolean;
}

type HasUndefined<T> = undefined extends T ? true : false;
/** What `c.req.valid(target)` and `hc` see: the schema's input for the caller, its output for the handler. */
type ValidatedInput<T extends keyof ValidationTargets, In, Out> = {
  in: HasUndefined<In> extends true
    ? { [K in T]?: [In] extends [ValidationTargets[K]] ? In : InferInput<In, K> }
    : { [K in T]: [In] extends [ValidationTargets[K]] ? In : InferInput<In, K> };
  out: { [K in T]: Out };
};

/**
 * The validator middleware. Typed like `zValidator`, so `c.req.valid(target)` and `hc` know the input;
 * carries the schema for hono-openapi, so the OpenAPI document shows it.
 */
export function validate<
  T extends keyof ValidationTargets,
  S extends z.ZodType,
  E extends Env = Env,
  P extends string = string,
>(
  target: T,
  schema: S,
  options: ValidateOptions = {},
): MiddlewareHandler<E, P, ValidatedInput<T, z.input<S>, z.output<S>>> {
  const inner = zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const { status, body } = toErrorAnswer(validationError(result.error as unknown as z.ZodError, options.code));
      return c.json(body, status);
    }
    // checked on the parsed value: a schema may drop NUL on purpose (the chat text does)
    if (hasNul(result.data)) {
      const { status, body } = toErrorAnswer(new AppError(options.code ?? 'VALIDATION_ERROR', 400, NUL_MESSAGE));
      return c.json(body, status);
    }
  });
  const middleware: MiddlewareHandler = async (c, next) => {
    if (target === 'json') {
      if (options.optionalBody && !(await c.req.text()).trim()) {
        c.req.addValidatedData('json', parseOrThrow(schema, {}) as object);
        return next();
      }
      await assertJsonBody(c);
    }
    return inner(c, next);
  };
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema), options: undefined } });
}
