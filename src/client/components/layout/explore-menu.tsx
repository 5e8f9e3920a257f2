// 'Utforska' in the header: the four explore pages, as a dropdown on wide screens and a list in the mobile menu.
import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown, Compass } from 'lucide-react';
import { Link, NavLink, useLocation } from '@client/lib/router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { cn } from '@client/lib/utils';
import { OFFER_TYPES } from '@shared/constants';
import { EXPLORE_MENU_TEXTS as T } from '@shared/frame-texts';

/**
 * A disclosure (the navigation pattern, not an ARIA menu): the button shows or hides the four links;
 * Escape, a click outside or following a link closes it. Hand-written so the landing page's first load
 * carries no popover library.
 */
export function ExploreMenu() {
  const { pathname } = useLocation();
  const isActive = pathname.startsWith(`${paths.exploreIndex.path}/`);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className={cn('gap-1.5 font-medium', isActive ? 'text-foreground' : 'text-muted-foreground')}
      >
        {T.menu} <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </Button>
      <ul
        id={listId}
        hidden={!open}
        aria-label={T.menuLabel}
        className="absolute left-0 top-full z-50 mt-1 min-w-48 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {OFFER_TYPES.map((type) => (
          <li key={type}>
            <Link
              to={paths.explore.getHref(type)}
              onClick={() => setOpen(false)}
              className="block rounded-sm px-2 py-1.5 text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
            >
              {T.types[type]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The same four links for the mobile sheet, under a small heading. */
export function ExploreLinks({ linkClass }: { linkClass: (state: { isActive: boolean }) => string }) {
  return (
    <div role="group" aria-labelledby="mobile-explore-heading" className="border-b pb-2">
      <p id="mobile-explore-heading" className="flex items-center gap-2 px-3 py-2 text-sm font-semibold">
        <Compass aria-hidden className="size-4" /> {T.menu}
      </p>
      {OFFER_TYPES.map((type) => (
        <NavLink
          key={type}
          to={paths.explore.getHref(type)}
          className={(s) => cn(linkClass(s), 'w-full py-3 pl-9 text-base')}
        >
          {T.types[type]}
        </NavLink>
      ))}
    </div>
  );
}
