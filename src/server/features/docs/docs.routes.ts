// GET /api/openapi.json (the OpenAPI 3.1 document), GET /api/docs (a readable reference rendered from
// it) and GET /api/docs.css. The document is built once, on first request, from the app's own routes.
import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { describe } from '@server/middleware/describe.js';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi.js';
import { REFERENCE_CSS, renderReference } from './reference.js';

const TAGS = ['Dokumentation'];

export function docsRoutes(root: () => Hono<AppEnv>) {
  let document: Promise<OpenApiDocument> | undefined;
  const load = () => (document ??= buildOpenApiDocument(root() as never));
  return new Hono<AppEnv>()
    .get(
      '/openapi.json',
      describe({ summary: 'API:ts OpenAPI 3.1-dokument', tags: TAGS, answers: { 200: 'OpenAPI-dokumentet (JSON)' } }),
      async (c) => c.json(await load()),
    )
    .get(
      '/docs',
      describe({ summary: 'Läsbar API-referens (HTML)', tags: TAGS, answers: { 200: 'HTML-sidan' } }),
      async (c) => c.html(renderReference(await load())),
    )
    .get(
      '/docs.css',
      describe({ summary: 'Stilmall för API-referensen', tags: TAGS, answers: { 200: 'CSS' } }),
      (c) => c.body(REFERENCE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }),
    );
}
