// The router and the early page preload both match addresses through matchRoute: which page each draws.
import { describe, expect, it } from 'vitest';
import { matchPage, matchRoute, pageRoutes } from './pages';

describe('matchRoute', () => {
  // [address, page module (undefined: the not-found page), parameters]
  const table: [string, string | undefined, Record<string, string>][] = [
    ['/', 'landing', {}],
    ['/about', 'about', {}],
    ['/AI', 'ai', {}],
    ['/ai/', 'ai', {}],
    ['/explore/business', 'explore', { type: 'business' }],
    ['/explore/foundation', 'explore', { type: 'foundation' }],
    ['/explore', undefined, {}],
    ['/chat', 'chat', {}],
    ['/chat/3f1c', 'chat', { userId: '3f1c' }],
    ['/sponsorship/12', 'sponsorship', { id: '12' }],
    ['/Sponsorship/a%20b', 'sponsorship', { id: 'a b' }],
    ['/sponsorship/%E0%A4%A', 'sponsorship', { id: '%E0%A4%A' }],
    ['/user/abc', 'user-profile', { id: 'abc' }],
    ['/edit-offer/7', 'edit-offer', { id: '7' }],
    ['/checkout/cs_1', 'checkout', { sessionId: 'cs_1' }],
    ['/admin/deals/3', 'admin-deal', { id: '3' }],
    ['/stiftelser', 'grants', {}],
    // a static segment wins over a parameter
    ['/stiftelser/ny', 'new-grant', {}],
    ['/stiftelser/5', 'grant', { id: '5' }],
    ['/stiftelser/5/redigera', 'edit-grant', { id: '5' }],
    ['/faq', 'faq', {}],
    ['/finns-inte', undefined, {}],
    ['/about/extra', undefined, {}],
  ];
  for (const [url, module, params] of table) {
    it(`${url} → ${module ?? 'not found'}`, () => {
      const match = matchRoute(url);
      expect(match?.route.module).toBe(module);
      if (match) expect(match.params).toEqual(params);
      expect(matchPage(url)).toBe(match?.route);
    });
  }

  it('knows every page of the table', () => {
    for (const route of pageRoutes.filter((r) => r.path !== '*')) {
      const url = route.path.replace(/:[^/]+/g, 'x1');
      expect(matchPage(url)).toBe(route);
    }
  });
});
