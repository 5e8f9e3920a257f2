// Imported first by main.tsx (issue 22): zod 4 probes, when its first object schema is built, whether it may
// compile parsers with `new Function`. The CSP (script-src 'self', no 'unsafe-eval') refuses it; zod catches
// the refusal, but Chromium still records a Content Security Policy issue, which fails Lighthouse's
// `inspector-issues` audit on every page that loads a schema (also the idle preloads of the landing page).
// `jitless` skips the probe (zod then parses without compiled code, as it would after the refusal anyway).
// It is set on zod's global config object, which `z.config()` writes and every copy of zod reads, so the
// entry does not have to load zod itself: schemas are only in lazily loaded chunks.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodConfig.__zod_globalConfig ??= {}).jitless = true;

export {};
