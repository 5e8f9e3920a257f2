// The local offer store: entries survive as JSON in localStorage, get 'local-' ids and can be marked or removed.
import { beforeEach, describe, expect, it } from 'vitest';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(k: string) {
    return this.data.has(k) ? this.data.get(k)! : null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, String(v));
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

const storage = new MemoryStorage();
Object.assign(globalThis, { localStorage: storage, window: new EventTarget() });
const store = await import('./use-local-offers');

const values = {
  type: 'association' as const,
  title: 'Lokalt sparat erbjudande',
  organization: 'Föreningen',
  description: 'En beskrivning som är tillräckligt lång.',
  tags: ['lokal'],
  phone: '08-123 45',
  contact_info: 'a@exempel.se',
};

describe('local offers', () => {
  beforeEach(() => storage.removeItem(store.LOCAL_OFFERS_KEY));

  it('saves entries with local- ids, in order, and announces each change', () => {
    let changes = 0;
    window.addEventListener('samverka-local-offers-change', () => changes++);
    const a = store.saveLocalOffer(values, 'user-1');
    const b = store.saveLocalOffer({ ...values, title: 'Andra' }, null);
    expect(a.id).toMatch(/^local-/);
    expect(a.id).not.toBe(b.id);
    expect(store.getLocalOffers().map((o) => o.values.title)).toEqual(['Lokalt sparat erbjudande', 'Andra']);
    expect(JSON.parse(storage.getItem(store.LOCAL_OFFERS_KEY)!)).toHaveLength(2);
    expect(changes).toBe(2);
  });

  it('marks a refused entry and removes a submitted one', () => {
    const a = store.saveLocalOffer(values, 'user-1');
    const b = store.saveLocalOffer(values, 'user-1');
    store.markLocalOfferFailed(a.id, 'Behörighetsbegränsning');
    store.removeLocalOffer(b.id);
    expect(store.getLocalOffers()).toEqual([expect.objectContaining({ id: a.id, error: 'Behörighetsbegränsning' })]);
  });

  it('ignores damaged storage instead of failing', () => {
    storage.setItem(store.LOCAL_OFFERS_KEY, '{not json');
    expect(store.getLocalOffers()).toEqual([]);
    storage.setItem(
      store.LOCAL_OFFERS_KEY,
      JSON.stringify([
        { id: 'x', values },
        { id: 'local-1', values },
      ]),
    );
    expect(store.getLocalOffers().map((o) => o.id)).toEqual(['local-1']);
  });
});
