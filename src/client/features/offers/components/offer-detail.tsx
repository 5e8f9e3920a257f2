// The body of the offer detail dialog (spec §2 Offer card and detail dialog), and of the offer page
// /sponsorship/:id, where the dialog's parts become plain elements with an h1.
import { BadgeCheck, Calendar, Eye, Lock, Mail, MapPin, Phone, Users, Wallet } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@client/lib/router';
import { Avatar } from '@client/components/ui/avatar';
import { Badge } from '@client/components/ui/badge';
import { SampleBadge } from './offer-badges';
import { ORG_TEXTS } from '@shared/org-number';
import { Button } from '@client/components/ui/button';
import { DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Separator } from '@client/components/ui/separator';
import { paths } from '@client/config/paths';
import { useAuth } from '@client/lib/auth';
import { cn } from '@client/lib/utils';
import { closeOfferDialog } from '@client/features/offers/hooks/use-offer-dialog';
import { isUserType, userTypeLabel } from '@shared/constants';
import { DISCOVERY_TEXTS } from '@shared/discovery-texts';
import type { TOffer } from '@shared/schemas/offer';
import { DIALOG_BADGES, OFFER_UI } from '@client/features/offers/texts';
import { useOwnerReach, useRecordView } from '@client/features/offers/api/record-view';
import { INSIGHTS_TEXTS } from '@shared/insights-texts';
import { FavoriteButton } from './favorite-button';
import { OfferImage } from './offer-image';
import { PendingBanner } from './pending-banner';
import { TagList } from './tag-list';

const T = OFFER_UI.dialog;

/** One term of a <dl>: the wrapper div is the only level HTML allows between <dl> and <dt>/<dd>. */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="pl-6 text-sm">{children}</dd>
    </div>
  );
}

const DIALOG_PARTS = { Header: DialogHeader, Title: DialogTitle, Description: DialogDescription, Footer: DialogFooter };
const PAGE_PARTS: typeof DIALOG_PARTS = {
  Header: ({ className, ...props }: ComponentProps<'div'>) => (
    <div className={cn('flex flex-col gap-3', className)} {...props} />
  ),
  Title: ({ className, ...props }: ComponentProps<'h2'>) => (
    <h1 className={cn('text-2xl font-bold', className)} {...props} />
  ),
  // the dialog's description is an asChild slot around its one child
  Description: ({ children }: ComponentProps<'p'>) => <>{children}</>,
  Footer: ({ className, ...props }: ComponentProps<'div'>) => (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row', className)} {...props} />
  ),
};

export function OfferDetail({
  offer,
  actions,
  asPage = false,
}: {
  offer: TOffer;
  actions?: ReactNode;
  asPage?: boolean;
}) {
  const { Header, Title, Description, Footer } = asPage ? PAGE_PARTS : DIALOG_PARTS;
  // under the page's h1 the sections are h2; in the dialog (its title an h2) they are h3
  const Section = asPage ? 'h2' : 'h3';
  const navigate = useNavigate();
  const location = useLocation();
  const { user, isAuthenticated } = useAuth();
  const publisherType = offer.owner?.user_type ?? offer.type;
  const username = offer.owner?.username;
  const isOwn = Boolean(user && offer.user_id === user.id);
  useRecordView(offer, isOwn);
  const { data: reach } = useOwnerReach(offer.user_id);
  const go = (href: string) => {
    closeOfferDialog();
    navigate(href);
  };

  return (
    <>
      <Header className={asPage ? undefined : 'gap-3 pr-6'}>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={offer.type === 'business' ? 'default' : 'secondary'}>{DIALOG_BADGES[offer.type]}</Badge>
          {offer.featured && <Badge variant="success">{OFFER_UI.card.featured}</Badge>}
          <SampleBadge offer={offer} />
          <FavoriteButton offer={offer} className={asPage ? 'ml-auto' : '-mt-1 ml-auto mr-2'} />
        </div>
        <div className="flex items-start gap-4">
          <OfferImage offer={offer} size="detail" />
          <div className="min-w-0 space-y-1">
            <Title className={asPage ? 'text-2xl leading-snug sm:text-3xl' : 'text-xl leading-snug'}>
              {offer.title}
            </Title>
            <Description asChild>
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                {offer.user_id ? (
                  <Link
                    to={paths.user.getHref(offer.user_id)}
                    onClick={() => closeOfferDialog()}
                    className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {offer.organization}
                  </Link>
                ) : (
                  <span className="font-medium">{offer.organization}</span>
                )}
                <span aria-hidden>·</span>
                <span>{userTypeLabel(publisherType)}</span>
                {username && <span className="text-muted-foreground">@{username}</span>}
                {offer.owner?.verified && (
                  <Badge data-testid="org-verified">
                    <BadgeCheck aria-hidden />
                    {ORG_TEXTS.badge}
                  </Badge>
                )}
              </div>
            </Description>
          </div>
        </div>
        {!offer.is_approved && <PendingBanner />}
      </Header>

      <dl className="grid gap-3 sm:grid-cols-2">
        {offer.location && (
          <Fact icon={<MapPin aria-hidden className="size-4" />} label={T.location}>
            {offer.location}
          </Fact>
        )}
        {offer.budget && (
          <Fact icon={<Wallet aria-hidden className="size-4" />} label={T.budget}>
            {offer.budget}
          </Fact>
        )}
        {offer.timeframe && (
          <Fact icon={<Calendar aria-hidden className="size-4" />} label={T.timeframe}>
            {offer.timeframe}
          </Fact>
        )}
        {offer.type === 'influencer' && (
          <>
            <Fact icon={<Users aria-hidden className="size-4" />} label={T.audience}>
              {offer.target_audience || '–'}
            </Fact>
            <Fact icon={<Eye aria-hidden className="size-4" />} label={T.views}>
              {offer.expected_views || '–'}
            </Fact>
          </>
        )}
        {reach != null && (
          <Fact icon={<Users aria-hidden className="size-4" />} label={INSIGHTS_TEXTS.totalReach}>
            {reach.toLocaleString('sv-SE')}{' '}
            <span className="text-xs text-muted-foreground">({INSIGHTS_TEXTS.declared})</span>
          </Fact>
        )}
      </dl>

      <section aria-label={T.description} className="space-y-2">
        <Section className="text-sm font-semibold">{T.description}</Section>
        <p className="whitespace-pre-line text-sm leading-relaxed">{offer.description}</p>
      </section>

      {offer.tags.length > 0 && (
        <section className="space-y-2">
          <Section className="text-sm font-semibold">{T.tags}</Section>
          <TagList tags={offer.tags} />
        </section>
      )}

      {(offer.phone || offer.contact_info) && (
        <section className="space-y-2 rounded-lg bg-muted/50 p-3">
          <Section className="text-sm font-semibold">{T.contactInfo}</Section>
          <dl className="grid gap-2 sm:grid-cols-2">
            {offer.phone && (
              <Fact icon={<Phone aria-hidden className="size-4" />} label={T.phone}>
                <a className="underline-offset-4 hover:underline" href={`tel:${offer.phone.replace(/[^\d+]/g, '')}`}>
                  {offer.phone}
                </a>
              </Fact>
            )}
            {offer.contact_info && (
              <Fact icon={<Mail aria-hidden className="size-4" />} label={T.email}>
                <a className="break-all underline-offset-4 hover:underline" href={`mailto:${offer.contact_info}`}>
                  {offer.contact_info}
                </a>
              </Fact>
            )}
          </dl>
        </section>
      )}

      {!isAuthenticated && (
        // the API leaves phone and e-mail out for visitors (issue 16)
        <p className="flex items-center gap-2 rounded-lg bg-muted/50 p-3 text-sm">
          <Lock aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <Link
            to={paths.auth.getHref({ returnTo: `${location.pathname}${location.search}`, tab: 'signin' })}
            onClick={() => closeOfferDialog()}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {DISCOVERY_TEXTS.contactHidden}
          </Link>
        </p>
      )}

      <Footer className="flex-wrap gap-2 sm:justify-between">
        <Button
          type="button"
          variant="ghost"
          onClick={() => go(isUserType(offer.type) ? paths.explore.getHref(offer.type) : paths.dashboard.getHref())}
        >
          {T.back}
        </Button>
        <div className="flex flex-wrap gap-2">
          {!asPage && (
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {T.close}
              </Button>
            </DialogClose>
          )}
          {offer.user_id && (
            <Button type="button" variant="secondary" onClick={() => go(paths.user.getHref(offer.user_id!))}>
              {T.profile}
            </Button>
          )}
          {offer.user_id && !isOwn && (
            <Button
              type="button"
              onClick={() => go(paths.chat.getHref(offer.user_id!, { addAsContact: true, offerId: offer.id }))}
            >
              {T.contact}
            </Button>
          )}
        </div>
      </Footer>
      <Separator />
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Avatar name={username ?? userTypeLabel(publisherType)} className="size-7 text-xs" />
        <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
          {username ? T.publishedBy(username) : T.typeUser(userTypeLabel(publisherType))}
        </span>
        {actions}
      </div>
    </>
  );
}
