// A form's checks loaded when they are first needed: zod and the schemas (~25 KB gzip, ~89 KB for a phone to
// parse and run) stay out of a page's first load and hydration (issue 22: /auth was the heaviest public page
// to hydrate). The form starts loading them when it is first used, so they are here before a field is checked.
import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /**
   * What a form spreads on its <form>: the checks start loading when the person first focuses or presses
   * anything in it, well before a field is left or the form sent (and never while the page is being loaded).
   */
  loadOnFirstUse: { onFocus: () => void; onPointerDown: () => void };
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
  const start = () => void preload().catch(() => undefined);
  return { resolver, loadOnFirstUse: { onFocus: start, onPointerDown: start } };
}
