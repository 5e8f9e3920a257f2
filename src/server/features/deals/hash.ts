// The fingerprint a signature binds to: SHA-256 over a canonical JSON (keys sorted at every level, no
// spaces) of the deal's id, the version's number and its terms. The PDF carries the same JSON.
import { createHash } from 'node:crypto';
import type { TDealTerms } from '@shared/schemas/deal.js';

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export const versionDocument = (dealId: number, version: number, terms: TDealTerms) =>
  canonicalJson({ deal: dealId, version, terms });

export const hashVersion = (dealId: number, version: number, terms: TDealTerms) =>
  createHash('sha256')
    .update(versionDocument(dealId, version, terms), 'utf8')
    .digest('hex');
