// The offer's uploaded image, or the organisation's initial when there is none (issue 16 §2). Width and
// height are set so nothing moves when the image arrives; it loads only when it comes near the screen.
import { Avatar } from '@client/components/ui/avatar';
import { cn } from '@client/lib/utils';
import type { TOffer } from '@shared/schemas/offer';
import { OFFER_UI } from '@client/features/offers/texts';

const SIZES = { card: 56, detail: 80 } as const;

export function OfferImage({
  offer,
  size,
  className,
}: {
  offer: Pick<TOffer, 'logo' | 'organization'>;
  size: keyof typeof SIZES;
  className?: string;
}) {
  const px = SIZES[size];
  const box = cn('shrink-0 rounded-lg border', size === 'card' ? 'size-14' : 'size-16 sm:size-20', className);
  if (!offer.logo) return <Avatar name={offer.organization} className={cn(box, 'rounded-lg text-xl')} />;
  return (
    <img
      src={offer.logo}
      alt={OFFER_UI.dialog.logoAlt(offer.organization)}
      width={px}
      height={px}
      loading="lazy"
      decoding="async"
      className={cn(box, 'bg-muted object-cover')}
    />
  );
}
