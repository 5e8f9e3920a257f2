// The link-preview tags of a page (issue 16): title, description, canonical URL, Open Graph and Twitter,
// written into the SPA's index.html on the server so Slack, Messenger and LinkedIn show the offer.
export interface PageMeta {
  title: string;
  description: string;
  /** absolute URL of the page */
  canonical: string;
  /** absolute URL of the preview image */
  image: string;
  type?: 'website' | 'article' | 'profile';
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Safe in text and in a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** One line, at most `max` characters, cut at a word where it can be. */
export function summarize(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** index.html with its title and description replaced and the canonical, Open Graph and Twitter tags added. */
export function withPageMeta(indexHtml: string, meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const canonical = escapeHtml(meta.canonical);
  const image = escapeHtml(meta.image);
  const named: [attribute: 'name' | 'property', key: string, value: string][] = [
    ['name', 'description', description],
    ['property', 'og:site_name', 'Samverka'],
    ['property', 'og:locale', 'sv_SE'],
    ['property', 'og:type', meta.type ?? 'website'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', canonical],
    ['property', 'og:image', image],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  const tags = [
    `<link rel="canonical" href="${canonical}" />`,
    ...named.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${value}" />`),
  ].join('\n    ');
  // functions as replacements: a '$&' in a hostile title stays text
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/?>/, '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
