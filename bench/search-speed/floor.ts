// The floor of `npm run bench:search-speed`: a bare node:http server with a pg pool that answers
// GET /api/offers?… by running the same SQL as Samverka for the same request (findOffers over drizzle on a
// pg.Pool of the same size), with nothing else: no framework, validation, middleware, cache, log or session.
// DATABASE_URL and PORT from the environment; prints 'listening <port>' when ready.
import http from 'node:http';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '@server/db/schema.js';
import { findOffers } from '@server/features/offers/offers.list.js';
import { LIMITS, type OfferType } from '@shared/constants.js';
import { normalizeTags, type TListOffersQuery } from '@shared/schemas/offer.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => {});
const db = drizzle(pool, { schema });

function queryOf(params: URLSearchParams): TListOffersQuery {
  const optional = (name: string) => params.get(name)?.trim() || undefined;
  return {
    type: params.get('type') as OfferType,
    q: optional('q')?.slice(0, 200),
    tags: normalizeTags((params.get('tags') ?? '').split(',')),
    sort: (params.get('sort') ?? 'newest') as TListOffersQuery['sort'],
    limit: Number(params.get('limit') ?? LIMITS.offerListDefault),
    cursor: optional('cursor'),
    location: optional('location'),
  } as TListOffersQuery;
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://floor');
  const query = queryOf(url.searchParams);
  findOffers({ db, query, relevance: !url.searchParams.has('sort') }).then(
    (list) => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(list));
    },
    (error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    },
  );
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
});
