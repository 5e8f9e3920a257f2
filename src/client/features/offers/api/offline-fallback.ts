// What explore and the dialog show when the server cannot be reached: the last list this browser saw,
// else the built-in samples, filtered in the browser the way the server would (spec §4, §5 Filtering).
import { SAMPLE_OFFERS } from '@shared/samples';
import type { TOffer } from '@shared/schemas/offer';
import { readLastList } from './get-offers';
import type { OfferListFilters } from './keys';

const DAY = 86_400_000;

export const sampleOffers = (): TOffer[] =>
  SAMPLE_OFFERS.map((s, i) => ({
    id: `sample-${i}`,
    type: s.type,
    title: s.title,
    organization: s.organization,
    location: s.location,
    budget: s.budget,
    timeframe: s.timeframe,
    description: s.description,
    tags: [...s.tags],
    logo: null,
    featured: s.featured,
    created_at: new Date(Date.now() - s.daysAgo * DAY).toISOString(),
    user_id: null,
    phone: s.phone,
    contact_info: s.contactInfo,
    is_approved: true,
    target_audience: s.targetAudience ?? null,
    expected_views: s.expectedViews ?? null,
    owner: null,
  }));

// made on first use: creating a collator is slow, and the explore page imports this module at start
let collator: Intl.Collator | undefined;

export function filterOffers(items: TOffer[], f: Pick<OfferListFilters, 'type' | 'q' | 'tags' | 'sort'>): TOffer[] {
  const q = f.q.trim().toLocaleLowerCase('sv-SE');
  const tags = new Set(f.tags.map((t) => t.toLocaleLowerCase('sv-SE')));
  const out = items.filter((o) => {
    if (o.type !== f.type) return false;
    if (tags.size && !o.tags.some((t) => tags.has(t.toLocaleLowerCase('sv-SE')))) return false;
    if (!q) return true;
    const text = [
      o.title,
      o.organization,
      o.description,
      o.tags.join(' '),
      o.target_audience ?? '',
      o.expected_views ?? '',
    ]
      .join(' ')
      .toLocaleLowerCase('sv-SE');
    return q.split(/\s+/).every((word) => text.includes(word));
  });
  if (f.sort === 'alphabetical')
    out.sort((a, b) => (collator ??= new Intl.Collator('sv-SE')).compare(a.title ?? '', b.title ?? ''));
  else if (f.sort === 'oldest') out.sort((a, b) => a.created_at.localeCompare(b.created_at));
  else out.sort((a, b) => b.created_at.localeCompare(a.created_at));
  return out;
}

/** The offline list for a view: the last list seen for the type, else the samples. */
export function offlineOffers(f: OfferListFilters): TOffer[] {
  const last = readLastList(f.type);
  const base = last && last.items.length > 0 ? last.items : sampleOffers();
  return filterOffers(base, f);
}

/** The offer behind a sample id ('sample-3'), for the dialog while offline. */
export function findSampleOffer(id: string): TOffer | undefined {
  return sampleOffers().find((o) => o.id === id);
}

/** An offer from the last lists seen, for the dialog while offline. */
export function findRememberedOffer(id: string, type?: string): TOffer | undefined {
  const types = type ? [type] : ['business', 'association', 'influencer', 'foundation'];
  for (const t of types) {
    const hit = readLastList(t)?.items.find((o) => o.id === id);
    if (hit) return hit;
  }
  return undefined;
}
