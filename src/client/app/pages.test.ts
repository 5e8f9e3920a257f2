// The early page preload matches URLs to pages exactly like the router does.
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchPage, pageRoutes } from './pages';

describe('matchPage', () => {
  const urls = [
    '/',
    '/about',
    '/AI',
    '/ai/',
    '/explore/business',
    '/explore/foundation',
    '/explore',
    '/chat',
    '/chat/3f1c',
    '/sponsorship/12',
    '/user/abc',
    '/edit-offer/7',
    '/checkout/cs_1',
    '/faq',
    '/finns-inte',
    '/about/extra',
  ];
  for (const url of urls) {
    it(`${url} loads the page the router renders`, () => {
      const routed = matchRoutes(pageRoutes, url)?.at(-1)?.route;
      const expected = routed?.path === '*' ? undefined : routed;
      expect(matchPage(url)).toBe(expected);
    });
  }

  it('knows every page of the table', () => {
    for (const route of pageRoutes.filter((r) => r.path !== '*')) {
      const url = route.path.replace(/:[^/]+/g, 'x1');
      expect(matchPage(url)).toBe(route);
    }
  });
});
