// Samverka's router: the address bar as React state, and the few parts of a router the app uses (links, a
// navigate function, the search parameters, the current page's parameters). It replaced React Router, whose
// declarative build was 12.5 KB gzip of a visitor's 129.7 KB first load (issue 22's budget is 120 KB; decision
// 220 says why and what was kept of its behaviour):
// - navigations are transitions: the page being left stays on screen while the next one's chunk loads;
// - each history entry has a key of its own in history.state (`{ usr, key }`, React Router's shape, so entries
//   made before a release keep theirs); the tab's first entry has none ('default');
// - a link to the address already shown replaces the entry instead of adding one;
// - a click with a modifier key, another button or another target is left to the browser;
// - navigate's promise settles once the new page is drawn (its chunk loaded): a caller that signs the person
//   out after leaving a members' page does so when that page is gone, not while it would still redirect.
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** what the navigation that made this entry carried (navigate's `state`) */
  state: unknown;
  /** the history entry's own key; 'default' for the tab's first entry */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Moves to `to` (a path, or a number of entries back or forward); settles once the new page is drawn. */
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => Promise<void>;

interface RouterState {
  location: Location;
  action: NavigationType;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterState | null>(null);
const ParamsContext = createContext<Readonly<Record<string, string | undefined>>>({});
/** apart from the router's context: only what shows the wait re-renders when it starts and ends */
const PendingContext = createContext(false);

function useRouter(): RouterState {
  const router = use(RouterContext);
  if (!router) throw new Error('a router hook used outside <BrowserRouter> or <StaticRouter>');
  return router;
}

interface EntryState {
  usr?: unknown;
  key?: string;
}

/** The history.state of an entry the router can read: its key, and what the navigation carried. */
export const historyEntry = (key: string, state: unknown = null): EntryState => ({ usr: state, key });

const entryOnScreen = () => (window.history.state ?? {}) as EntryState;

/** The key of the history entry on screen; 'default' for the tab's first entry. */
export const currentEntryKey = (): string => entryOnScreen().key ?? 'default';

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entryOnScreen().usr ?? null, key: currentEntryKey() };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

const pathOf = (url: { pathname: string; search: string; hash: string }) => url.pathname + url.search + url.hash;

/** The app's router in the browser: follows the address bar, and moves it with navigate and <Link>. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => ({ location: readLocation(), action: 'POP' as NavigationType }));
  // pending while the next page's chunk is on its way (the page being left is still on screen)
  const [pending, startTransition] = useTransition();

  // Back, Forward and in-page anchors
  useLayoutEffect(() => {
    const onPop = () => startTransition(() => setShown({ location: readLocation(), action: 'POP' }));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [startTransition]);

  // navigations not yet drawn, in order, each with its entry's key
  const waiting = useRef<{ key: string; drawn: () => void }[]>([]);
  useEffect(() => {
    // this entry and those asked before it are settled (an earlier one may never be drawn: it was superseded)
    const upTo = waiting.current.findIndex((w) => w.key === shown.location.key);
    const settled = upTo === -1 ? waiting.current : waiting.current.slice(0, upTo + 1);
    waiting.current = upTo === -1 ? [] : waiting.current.slice(upTo + 1);
    for (const w of settled) w.drawn();
  }, [shown]);

  const navigate = useCallback<NavigateFunction>(
    (to, options = {}) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return Promise.resolve();
      }
      const url = new URL(to, window.location.href);
      if (url.origin !== window.location.origin) {
        window.location.assign(url.href);
        return Promise.resolve();
      }
      const path = pathOf(url);
      const replace = options.replace ?? path === pathOf(window.location);
      const key = newKey();
      const entry = historyEntry(key, options.state);
      if (replace) window.history.replaceState(entry, '', path);
      else {
        try {
          window.history.pushState(entry, '', path);
        } catch {
          // too many entries or a state the browser cannot clone: a plain page load
          window.location.assign(path);
          return Promise.resolve();
        }
      }
      return new Promise<void>((drawn) => {
        waiting.current.push({ key, drawn });
        startTransition(() => setShown({ location: readLocation(), action: replace ? 'REPLACE' : 'PUSH' }));
      });
    },
    [startTransition],
  );

  const value = useMemo(() => ({ ...shown, navigate }), [shown, navigate]);
  return (
    <RouterContext value={value}>
      <PendingContext value={pending}>{children}</PendingContext>
    </RouterContext>
  );
}

const refuseToNavigate: NavigateFunction = () =>
  Promise.reject(new Error('a page rendered on the server cannot navigate'));

/** The router of a page rendered on the server: the address asked for, fixed. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo(() => {
    const url = new URL(location, 'http://samverka.local');
    const here: Location = { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' };
    return { location: here, action: 'POP' as NavigationType, navigate: refuseToNavigate };
  }, [location]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

/** The parameters of the page's path (`:id` and such), decoded. */
export function ParamsProvider({ params, children }: { params: Record<string, string>; children: ReactNode }) {
  return <ParamsContext value={params}>{children}</ParamsContext>;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigationType = (): NavigationType => useRouter().action;
export const useNavigate = (): NavigateFunction => useRouter().navigate;
/** Whether a navigation is waiting for its page (its chunk still loading): the frame shows that it is. */
export const useNavigationPending = (): boolean => use(PendingContext);
export const useParams = (): Readonly<Record<string, string | undefined>> => use(ParamsContext);

type SearchInit = URLSearchParams | Record<string, string | string[]>;

function toSearchParams(init: SearchInit): URLSearchParams {
  if (init instanceof URLSearchParams) return init;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(init)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
  }
  return params;
}

/**
 * The address's query as URLSearchParams, and a setter that moves to the same page with another query. A
 * function given to the setter gets the query in the address bar now (two changes in one event both count).
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next;
      const query = toSearchParams(value).toString();
      navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [navigate],
  );
  return [params, setParams];
}

/** Moves to `to` once drawn (a page that only sends the visitor elsewhere). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => void navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: React.Ref<HTMLAnchorElement>;
}

/** the browser's own way: a new tab or window, a download, another target, another button */
const leftToTheBrowser = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  (target !== undefined && target !== '_self') ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey;

/** A link within the app: a real <a href> (opens in a new tab, works before the script), moved by the router. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (leftToTheBrowser(event, target)) return;
        if (new URL(to, window.location.href).origin !== window.location.origin) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
}

type Active = { isActive: boolean };

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** active only on this exact path, not on the paths under it */
  end?: boolean;
  className?: string | ((state: Active) => string);
  children?: ReactNode | ((state: Active) => ReactNode);
}

/** Whether a link to `to` is the page shown: the same path, or (without `end`) a path under it. */
function isActivePath(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const target = new URL(to, 'http://samverka.local').pathname.toLowerCase();
  if (here === target) return true;
  if (end || target === '/') return false;
  const base = target.endsWith('/') ? target.slice(0, -1) : target;
  return here.startsWith(`${base}/`);
}

/** A link that knows when it is the page shown: aria-current="page", and its class and children can say so. */
export function NavLink({ end, className, children, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const state = { isActive: isActivePath(pathname, rest.to, end) };
  return (
    <Link
      {...rest}
      aria-current={state.isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className(state) : className}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}
