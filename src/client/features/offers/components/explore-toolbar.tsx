// Search box, 'Filtrera efter ämne' popover, sort menu and refresh of an explore page (spec §2 Explore pages).
// Not a react-hook-form form: nothing here is validated or submitted; each control writes the URL as it changes
// (the search text when typing settles, a tag box at once), so the search box is a LabelledControl like the
// filter bars of /projekt and /talanger.
import { ArrowUpDown, Filter, RefreshCw, Search, type LucideIcon } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { toast } from '@client/lib/toast';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { Input } from '@client/components/ui/input';
import { LabelledControl } from '@client/components/labelled-control';
import { Popover, PopoverContent, PopoverTrigger } from '@client/components/ui/popover';
import { SORT_ORDERS, type SortOrder } from '@shared/constants';
import type { TTagCount } from '@shared/schemas/offer';
import { useDebouncedValue } from '@client/features/offers/hooks/use-debounced-value';
import { OFFER_UI, SORT_LABELS } from '@client/features/offers/texts';

const T = OFFER_UI.explore;
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The search box keeps its own text (typing never waits for the list) and writes q to the URL when idle.
 * The place filter 'Plats' is the same box with another label.
 */
export function SearchBox({
  value,
  onSearch,
  label = T.searchLabel,
  placeholder = T.searchPlaceholder,
  icon: Icon = Search,
  className,
}: {
  value: string;
  onSearch: (q: string) => void;
  label?: string;
  placeholder?: string;
  icon?: LucideIcon;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // follow the URL when it changes from elsewhere ('Rensa filter', back button)
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value.trim() !== text.trim()) setText(value);
  }
  // only a settled change of the text writes the URL
  // (value is compared, not followed: the URL may already hold a newer query)
  const settle = useEffectEvent((q: string) => {
    if (q.trim() !== value.trim()) onSearch(q.trim());
  });
  useEffect(() => settle(debounced), [debounced]);
  return (
    <LabelledControl
      id={id}
      label={label}
      labelClassName="sr-only"
      icon={
        <Icon
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
      }
      className={className ?? 'min-w-0 flex-1'}
    >
      <Input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        className="pl-9"
        maxLength={200}
        enterKeyHint="search"
      />
    </LabelledControl>
  );
}

export function TagFilter({
  tags,
  selected,
  onChange,
}: {
  tags: TTagCount[];
  selected: string[];
  onChange: (tags: string[]) => void;
}) {
  const id = useId();
  // the boxes follow a click at once; the URL (and so `selected`) catches up a moment later
  const [local, setLocal] = useState(selected);
  const selectedKey = selected.join('\u0000');
  const [seenKey, setSeenKey] = useState(selectedKey);
  if (selectedKey !== seenKey) {
    setSeenKey(selectedKey);
    setLocal(selected);
  }
  const chosen = new Set(local.map((t) => t.toLocaleLowerCase('sv-SE')));
  // a selected tag no longer in use still shows, so it can be removed
  const all = [...tags];
  for (const t of local)
    if (!tags.some((x) => x.tag.toLocaleLowerCase('sv-SE') === t.toLocaleLowerCase('sv-SE')))
      all.push({ tag: t, count: 0 });
  const toggle = (tag: string) => {
    const key = tag.toLocaleLowerCase('sv-SE');
    const next = chosen.has(key) ? local.filter((t) => t.toLocaleLowerCase('sv-SE') !== key) : [...local, tag];
    setLocal(next);
    onChange(next);
  };
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button type="button" variant="outline">
          <Filter aria-hidden />
          {T.filterButton}
          {local.length > 0 && <Badge variant="secondary">{local.length}</Badge>}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-80">
        <div className="mb-3 flex items-center justify-between gap-2">
          <p className="text-sm font-semibold" id={`${id}-title`}>
            {T.filterButton}
          </p>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setLocal([]);
              onChange([]);
            }}
            disabled={local.length === 0}
          >
            {T.clearAll}
          </Button>
        </div>
        {all.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.noTags}</p>
        ) : (
          <ul className="max-h-72 space-y-1 overflow-y-auto pr-1" aria-labelledby={`${id}-title`}>
            {all.map(({ tag, count }, i) => (
              <li key={tag}>
                <div className="flex items-center gap-2 rounded-sm px-1 py-1 hover:bg-accent">
                  <input
                    id={`${id}-${i}`}
                    type="checkbox"
                    className="size-4 cursor-pointer accent-primary"
                    checked={chosen.has(tag.toLocaleLowerCase('sv-SE'))}
                    onChange={() => toggle(tag)}
                  />
                  <label
                    htmlFor={`${id}-${i}`}
                    className="flex flex-1 cursor-pointer items-center justify-between gap-2 text-sm"
                  >
                    <span>{tag}</span>
                    <span className="text-xs text-muted-foreground">{count}</span>
                  </label>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}

/** the radio value of a search's own order (no `sort` in the address) */
const RELEVANCE = 'relevance';

export function SortMenu({
  value,
  searching,
  onChange,
}: {
  value: SortOrder | null;
  /** a search without a chosen order is ranked by relevance (by the server) */
  searching: boolean;
  /** null: back to the relevance of a search */
  onChange: (sort: SortOrder | null) => void;
}) {
  const current = value ?? 'newest';
  const label = !value && searching ? T.sortRelevance : SORT_LABELS[current];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" aria-label={`${T.sortLabel}: ${label}`}>
          <ArrowUpDown aria-hidden />
          {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{T.sortLabel}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={!value && searching ? RELEVANCE : current}
          onValueChange={(v) => {
            const sort = v === RELEVANCE ? null : (v as SortOrder);
            onChange(sort);
            toast.success(T.sortChanged, {
              description: T.sortChangedText(sort ? SORT_LABELS[sort] : T.sortRelevance),
            });
          }}
        >
          {searching && <DropdownMenuRadioItem value={RELEVANCE}>{T.sortRelevance}</DropdownMenuRadioItem>}
          {SORT_ORDERS.map((s) => (
            <DropdownMenuRadioItem key={s} value={s}>
              {SORT_LABELS[s]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function RefreshButton({ onRefresh }: { onRefresh: () => Promise<boolean> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const ok = await onRefresh();
        setBusy(false);
        if (ok) toast.success(T.refreshed, { description: T.refreshedText });
        else toast.error(T.refreshFailed, { description: T.refreshFailedText });
      }}
    >
      <RefreshCw aria-hidden className={busy ? 'animate-spin' : undefined} />
      {T.refresh}
    </Button>
  );
}
