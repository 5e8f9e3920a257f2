// Where the auth page sends a person afterwards (?returnTo=): only a path on this site, never an open redirect.
import { DEFAULT_RETURN_PATH } from '@shared/constants';

export function safeReturnTo(value: string | null): string {
  if (!value) return DEFAULT_RETURN_PATH;
  // browsers drop tabs and newlines from URLs and read '\' as '/': '/\t/evil.se' would become '//evil.se'
  if ([...value].some((ch) => ch <= ' ' || ch === '\u007f' || ch === '\\')) return DEFAULT_RETURN_PATH;
  const path = value.startsWith('/') ? value : `/${value}`;
  if (path.startsWith('//')) return DEFAULT_RETURN_PATH;
  // the same check a browser makes: resolved against this site, it must stay on this site
  const base = 'https://samverka.invalid';
  const url = new URL(path, base);
  if (url.origin !== base) return DEFAULT_RETURN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
