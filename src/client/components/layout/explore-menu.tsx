// 'Utforska' in the header: the four explore pages, as a dropdown on wide screens and a list in the mobile menu.
import { ChevronDown, Compass } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { paths } from '@client/config/paths';
import { cn } from '@client/lib/utils';
import { OFFER_TYPES } from '@shared/constants';
import { DISCOVERY_TEXTS as T } from '@shared/discovery-texts';

export function ExploreMenu() {
  const { pathname } = useLocation();
  const isActive = pathname.startsWith(`${paths.exploreIndex.path}/`);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={cn('gap-1.5 font-medium', isActive ? 'text-foreground' : 'text-muted-foreground')}
        >
          {T.menu} <ChevronDown aria-hidden className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" aria-label={T.menuLabel}>
        {OFFER_TYPES.map((type) => (
          <DropdownMenuItem key={type} asChild>
            <Link to={paths.explore.getHref(type)}>{T.types[type]}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
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
