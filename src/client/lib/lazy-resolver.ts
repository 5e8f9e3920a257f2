// A form's checks loaded when they are first needed: zod and the schemas (~25 KB gzip, ~89 KB for a phone to
// parse and run) stay out of a page's first load and hydration (issue 22: /auth was the heaviest public page
// to hydrate). The form starts loading them once the browser is idle, so they are here before anyone submits.
import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** starts loading the checks (once); settles when they are here */
  preload: () => Promise<unknown>;
}

/**
 * A react-hook-form resolver whose real one is imported on the first check. Should the import fail (offline,
 * a release replaced the chunk), the values pass unchecked: the server checks everything again and answers in
 * Swedish, which the form shows.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<T> = async (values, context, options) => {
    let real: Resolver<T>;
    try {
      real = await preload();
    } catch {
      return { values, errors: {} };
    }
    return real(values, context, options);
  };
  return { resolver, preload };
}

/** Loads a form's checks when the browser is next idle (at most 3 s from now). */
export function usePreloadWhenIdle(preload: () => Promise<unknown>) {
  useEffect(() => {
    const run = () => void preload().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(run, 500);
    return () => clearTimeout(id);
  }, [preload]);
}
