// 'Menade du …?' under a search that corrected a misspelt word (the explore pages, /stiftelser, /projekt):
// the corrected text as a button that searches it.
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';

export function DidYouMean({
  text,
  onSearch,
  className,
}: {
  text: string;
  onSearch: (text: string) => void;
  className?: string;
}) {
  return (
    <p className={cn('text-sm text-muted-foreground', className)}>
      Menade du{' '}
      <Button type="button" variant="link" className="h-auto p-0" onClick={() => onSearch(text)}>
        {text}
      </Button>
      ?
    </p>
  );
}
