import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH } from '@shared/constants';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path on this site with its query, so a visitor lands back where they were', () => {
    expect(safeReturnTo('/sponsorship/12')).toBe('/sponsorship/12');
    expect(safeReturnTo('/explore/business?q=fotboll&tags=Ungdom')).toBe('/explore/business?q=fotboll&tags=Ungdom');
    expect(safeReturnTo('favorites')).toBe('/favorites');
  });

  it('sends anything that could leave the site to the default page', () => {
    for (const hostile of ['//evil.se', '/\\evil.se', '\\\\evil.se', '/\t/evil.se', '/\n/evil.se', '///evil.se']) {
      expect(safeReturnTo(hostile), JSON.stringify(hostile)).toBe(DEFAULT_RETURN_PATH);
    }
    // a full address becomes a path on this site
    expect(safeReturnTo('https://evil.se')).toBe('/https://evil.se');
    expect(safeReturnTo(null)).toBe(DEFAULT_RETURN_PATH);
    expect(safeReturnTo('')).toBe(DEFAULT_RETURN_PATH);
  });
});
