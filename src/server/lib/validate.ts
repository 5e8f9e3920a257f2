// Parses request input with a zod schema; the first issue's Swedish message becomes the 400 answer.
import type { Context } from 'hono';
import type { z } from 'zod';
import { TEXTS } from '@shared/texts.js';
import { AppError, badRequest } from './errors.js';

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new AppError('VALIDATION_ERROR', 400, issue?.message ?? TEXTS.errors.badRequest);
  }
  return result.data;
}

/** Reads a JSON body (content type must be JSON) and validates it. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, TEXTS.errors.unsupportedType);
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest(TEXTS.errors.badJson, 'INVALID_JSON');
  }
  return parseOrThrow(schema, body);
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseOrThrow(schema, c.req.query());
}
