// 'Visa fler' under a paged list (a TanStack infinite query): shown while there is a next page,
// disabled while it loads (with `loadingLabel`, that text meanwhile).
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';

export function ShowMore({
  list,
  label,
  loadingLabel,
  centered = false,
  className,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  label: string;
  loadingLabel?: string;
  /** in a row of its own, centred */
  centered?: boolean;
  className?: string;
}) {
  if (!list.hasNextPage) return null;
  const button = (
    <Button
      type="button"
      variant="outline"
      onClick={() => void list.fetchNextPage()}
      disabled={list.isFetchingNextPage}
      className={centered ? undefined : className}
    >
      {list.isFetchingNextPage && loadingLabel ? loadingLabel : label}
    </Button>
  );
  return centered ? <div className={cn('flex justify-center', className)}>{button}</div> : button;
}
