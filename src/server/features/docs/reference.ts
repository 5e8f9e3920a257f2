// The readable API reference at /api/docs: plain HTML rendered on the server from the OpenAPI
// document, styled by /api/docs.css (no inline style or script, so it passes the CSP as it is).
import type { OpenApiDocument } from './openapi.js';

const esc = (s: unknown) =>
  String(s ?? '').replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

type Json = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const anchor = (method: string, path: string) => `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-');
const schemaBlock = (schema: unknown) =>
  schema ? `<details><summary>Schema</summary><pre>${esc(JSON.stringify(schema, null, 2))}</pre></details>` : '';

function renderOperation(method: string, path: string, op: Json): string {
  const params = (op.parameters as Json[] | undefined) ?? [];
  const body = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  const responses = (op.responses as Record<string, Json> | undefined) ?? {};
  const rows = params
    .map(
      (p) =>
        `<tr><td><code>${esc(p.name ?? p.$ref)}</code></td><td>${esc(p.in)}</td><td>${p.required ? 'ja' : 'nej'}</td><td><code>${esc(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
    )
    .join('');
  return `<section class="op" id="${anchor(method, path)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code></h3>
<p>${esc(op.summary)}</p>${op.description ? `<p class="note">${esc(op.description)}</p>` : ''}
<p class="access"><strong>Vem får anropa:</strong> ${esc(op['x-access'])}</p>
${rows ? `<h4>Parametrar</h4><table><thead><tr><th>Namn</th><th>Var</th><th>Krävs</th><th>Typ</th></tr></thead><tbody>${rows}</tbody></table>` : ''}
${body ? `<h4>Kropp</h4>${Object.entries(body).map(([type, media]) => `<p><code>${esc(type)}</code></p>${schemaBlock(media.schema)}`).join('')}` : ''}
<h4>Svar</h4><ul class="responses">${Object.entries(responses)
    .map(([status, r]) => {
      const content = r.content as Record<string, Json> | undefined;
      const schema = content ? Object.values(content)[0]?.schema : undefined;
      return `<li><span class="status s${esc(status[0])}">${esc(status)}</span> ${esc(r.description)}${schemaBlock(schema)}</li>`;
    })
    .join('')}</ul>
</section>`;
}

export function renderReference(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const toc = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = (item as Json | undefined)?.[method] as Json | undefined;
      if (!op) continue;
      const tag = ((op.tags as string[] | undefined) ?? ['Övrigt'])[0]!;
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(method, path, op)]);
      toc.set(tag, [
        ...(toc.get(tag) ?? []),
        `<li><a href="#${anchor(method, path)}"><span class="method ${method}">${method.toUpperCase()}</span> ${esc(path)}</a></li>`,
      ]);
    }
  }
  const tags = [...byTag.keys()].sort((a, b) => a.localeCompare(b, 'sv'));
  return `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info.title)} – referens</title><link rel="stylesheet" href="/api/docs.css"></head>
<body><header><h1>${esc(doc.info.title)} <small>${esc(doc.info.version)}</small></h1>
<p>${esc(doc.info.description)}</p><p>Maskinläsbart: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${esc(doc.openapi)})</p></header>
<div class="layout"><nav aria-label="Innehåll">${tags.map((t) => `<h2>${esc(t)}</h2><ul>${toc.get(t)!.join('')}</ul>`).join('')}</nav>
<main>${tags.map((t) => `<h2>${esc(t)}</h2>${byTag.get(t)!.join('\n')}`).join('\n')}</main></div></body></html>`;
}

export const REFERENCE_CSS = `
:root{color-scheme:light dark;--fg:#1b1f24;--bg:#fff;--muted:#59636e;--line:#d1d9e0;--code:#f6f8fa}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--bg:#0d1117;--muted:#9198a1;--line:#3d444d;--code:#151b23}}
body{margin:0;font:15px/1.5 system-ui,sans-serif;color:var(--fg);background:var(--bg)}
header{padding:1rem 2rem;border-bottom:1px solid var(--line)}
h1 small{font-size:.6em;color:var(--muted)}
.layout{display:grid;grid-template-columns:minmax(14rem,22rem) 1fr}
nav{padding:1rem;border-right:1px solid var(--line);position:sticky;top:0;max-height:100vh;overflow:auto}
nav h2{font-size:1rem;margin:1rem 0 .25rem}nav ul{list-style:none;margin:0;padding:0}nav li{margin:.15rem 0;font-size:.85rem}
nav a{color:inherit;text-decoration:none}nav a:hover,nav a:focus{text-decoration:underline}
main{padding:1rem 2rem;min-width:0}main>h2{border-bottom:2px solid var(--line);padding-bottom:.25rem}
.op{border:1px solid var(--line);border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
.op h3{margin:.25rem 0;font-size:1rem}.note,.access{color:var(--muted)}
.method{display:inline-block;min-width:3.8rem;font:600 .75rem/1.6 ui-monospace,monospace;text-align:center;border-radius:4px;color:#fff;background:#57606a}
.method.get{background:#0969da}.method.post{background:#1a7f37}.method.put,.method.patch{background:#9a6700}.method.delete{background:#cf222e}
.status{font:600 .85rem ui-monospace,monospace}.s2{color:#1a7f37}.s4{color:#bc4c00}.s5{color:#cf222e}
table{border-collapse:collapse}td,th{border:1px solid var(--line);padding:.2rem .5rem;text-align:left;font-size:.85rem}
code,pre{font-family:ui-monospace,monospace;background:var(--code);border-radius:4px}pre{padding:.5rem;overflow:auto;font-size:.8rem}
.responses{padding-left:1rem}
@media (max-width:48rem){.layout{grid-template-columns:1fr}nav{position:static;max-height:none;border-right:0}}
`;
