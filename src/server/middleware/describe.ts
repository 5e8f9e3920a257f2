// How a route describes itself in the OpenAPI document: `describe({...})` in the route chain names
// the route, its answers (zod schemas from src/shared/schemas) and the error codes it may give.
// Who may call it and the 400/401/403/429 answers come from the middleware in the same chain
// (requireUser, requireAdmin, validate, rateLimit), so the document cannot drift from the code.
import type { MiddlewareHandler } from 'hono';
import { describeRoute, resolver, uniqueSymbol } from 'hono-openapi';
import type { z } from 'zod';
import { ZErrorBody } from '@shared/schemas/common.response.js';

export const ACCESS = {
  public: 'Alla (ingen inloggning krävs)',
  user: 'Inloggad användare (sessionskaka)',
  admin: 'Administratör: roll admin eller adminsession (adminlösenordet)',
} as const;

type Answer = { schema?: z.ZodType; description: string; type?: string };

export interface RouteDoc {
  summary: string;
  tags: string[];
  description?: string;
  /** successful answers by status */
  answers: Record<number, Answer | string>;
  /** error answers the handler itself gives: status → codes */
  errors?: Record<number, string[]>;
}

const errorAnswer = (codes: string[]) => ({
  description: `Fel: ${codes.join(', ')}`,
  content: { 'application/json': { schema: resolver(ZErrorBody) } },
});

/** One error status for the document, from a middleware (requireUser → 401 UNAUTHENTICATED, …). */
export function documented<M extends MiddlewareHandler>(
  middleware: M,
  spec: { access?: string; security?: Record<string, string[]>[]; errors?: Record<number, string[]> },
): M {
  const responses = Object.fromEntries(
    Object.entries(spec.errors ?? {}).map(([status, codes]) => [status, errorAnswer(codes)]),
  );
  return Object.assign(middleware, {
    [uniqueSymbol]: {
      spec: { ...(spec.access ? { 'x-access': spec.access } : {}), security: spec.security, responses },
    },
  });
}

export function describe(doc: RouteDoc): MiddlewareHandler {
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(doc.answers)) {
    const a = typeof answer === 'string' ? { description: answer } : answer;
    responses[status] = a.schema
      ? { description: a.description, content: { [a.type ?? 'application/json']: { schema: resolver(a.schema) } } }
      : { description: a.description };
  }
  for (const [status, codes] of Object.entries(doc.errors ?? {})) responses[status] = errorAnswer(codes);
  const described = describeRoute({
    summary: doc.summary,
    description: doc.description,
    tags: doc.tags,
    'x-access': ACCESS.public,
    responses,
  } as Parameters<typeof describeRoute>[0]);
  // the document reads the spec under uniqueSymbol; at run time the step only passes on, without an await of its own
  return Object.assign(((_c, next) => next()) as MiddlewareHandler, {
    [uniqueSymbol]: (described as unknown as Record<symbol, unknown>)[uniqueSymbol],
  });
}
