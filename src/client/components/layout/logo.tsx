import { Link } from '@client/lib/router';
import { paths } from '@client/config/paths';
import { cn } from '@client/lib/utils';

export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home.getHref()}
      className={cn('flex items-center gap-2 rounded-md font-bold tracking-tight', className)}
    >
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      <span className="text-lg">Samverka</span>
    </Link>
  );
}
