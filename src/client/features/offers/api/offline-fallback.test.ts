// The offline fallback filters and sorts like the server's list (spec §5 Filtering), in the browser.
import { describe, expect, it } from 'vitest';
import { SAMPLE_OFFERS } from '@shared/samples';
import type { TOffer } from '@shared/schemas/offer';
import { filterOffers, findSampleOffer, offlineOffers, sampleOffers } from './offline-fallback';

const offer = (over: Partial<TOffer>): TOffer => ({
  id: over.id ?? String(Math.random()),
  type: 'business',
  title: 'Titel',
  organization: 'Org',
  location: null,
  budget: null,
  timeframe: null,
  description: 'Beskrivning av erbjudandet',
  tags: [],
  logo: null,
  featured: false,
  created_at: '2026-01-01T00:00:00.000Z',
  user_id: null,
  phone: null,
  contact_info: null,
  is_approved: true,
  target_audience: null,
  expected_views: null,
  owner: null,
  ...over,
});

describe('filterOffers', () => {
  const items = [
    offer({ id: '1', title: 'Örebro cup', tags: ['Fotboll'], created_at: '2026-01-03T00:00:00.000Z' }),
    offer({ id: '2', title: 'Zebra', tags: ['simning'], created_at: '2026-01-01T00:00:00.000Z' }),
    offer({ id: '3', title: 'Ängen', organization: 'IDROTTSFÖRENINGEN', created_at: '2026-01-02T00:00:00.000Z' }),
    offer({ id: '4', title: 'Anna', type: 'influencer', target_audience: 'Unga vuxna', expected_views: '30 000' }),
    offer({ id: '5', title: '', created_at: '2025-12-01T00:00:00.000Z' }),
  ];
  const ids = (list: TOffer[]) => list.map((o) => o.id);
  /** the ids of the business offers in the given order, no search, no tags */
  const businessIdsBy = (sort: 'oldest' | 'alphabetical') =>
    ids(filterOffers(items, { type: 'business', q: '', tags: [], sort }));

  it('keeps only the type and sorts newest first by default', () => {
    expect(ids(filterOffers(items, { type: 'business', q: '', tags: [], sort: null }))).toEqual(['1', '3', '2', '5']);
    expect(businessIdsBy('oldest')).toEqual(['5', '2', '3', '1']);
  });

  it('sorts alphabetically in Swedish order: å ä ö after z, an empty title first', () => {
    expect(businessIdsBy('alphabetical')).toEqual(['5', '2', '3', '1']);
  });

  it('searches case-insensitively over title, organisation, tags and the influencer fields', () => {
    expect(ids(filterOffers(items, { type: 'business', q: 'idrottsför', tags: [], sort: null }))).toEqual(['3']);
    expect(ids(filterOffers(items, { type: 'business', q: 'FOTBOLL', tags: [], sort: null }))).toEqual(['1']);
    expect(ids(filterOffers(items, { type: 'influencer', q: 'unga 30', tags: [], sort: null }))).toEqual(['4']);
    expect(ids(filterOffers(items, { type: 'business', q: 'finns-inte', tags: [], sort: null }))).toEqual([]);
  });

  it('matches any of the chosen tags, ignoring case', () => {
    expect(ids(filterOffers(items, { type: 'business', q: '', tags: ['fotboll', 'SIMNING'], sort: 'oldest' }))).toEqual(
      ['2', '1'],
    );
  });
});

describe('samples as the last resort', () => {
  it('turns the 8 built-in samples into approved offers with stable sample ids', () => {
    const samples = sampleOffers();
    expect(samples).toHaveLength(SAMPLE_OFFERS.length);
    expect(samples.every((o) => o.is_approved && o.id.startsWith('sample-'))).toBe(true);
    expect(findSampleOffer('sample-0')?.title).toBe(SAMPLE_OFFERS[0].title);
    expect(findSampleOffer('sample-99')).toBeUndefined();
  });

  it('serves the samples of the type when no list was ever stored', () => {
    const list = offlineOffers({ type: 'business', q: '', tags: [], sort: null });
    expect(list.length).toBe(SAMPLE_OFFERS.filter((s) => s.type === 'business').length);
    expect(list.every((o) => o.type === 'business')).toBe(true);
  });
});
