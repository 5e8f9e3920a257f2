// /user/:id: the public profile (spec §2 Profile page). The owner also edits 'Om mig', sees the e-mail,
// signs out here and has the 'Väntar på godkännande' tab.
import { Link, useNavigate, useParams } from '@client/lib/router';
import { BadgeCheck, LogOut, Mail, MessageSquare, PlusCircle } from 'lucide-react';
import { PageShell } from '@client/components/layout/page-shell';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Avatar } from '@client/components/ui/avatar';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { paths } from '@client/config/paths';
import { ApiError } from '@client/lib/api-client';
import { useAuth } from '@client/lib/auth';
import { formatDate } from '@client/lib/format';
import { OfferCard } from '@client/features/offers/components/offer-card';
import { useProfile } from '@client/features/profiles/api/get-profile';
import { useProfileOffers } from '@client/features/profiles/api/get-profile-offers';
import { ORG_TEXTS } from '@shared/org-number';
import { ProfileDescription } from '@client/features/profiles/components/profile-description';
import { RejectionNotices } from '@client/features/profiles/components/rejection-notices';
import { useProfileRealtime } from '@client/features/profiles/hooks/use-profile-realtime';
import { BlockUserButton } from '@client/features/trust/components/block-user-button';
import { LazyReportDialog } from '@client/features/trust/components/lazy-report-dialog';
import { ProfileReviews } from '@client/features/deals/components/profile-reviews';
import { AudienceCard } from '@client/features/insights/components/audience-card';
import { isOfferType, userTypeLabel } from '@shared/constants';
import { PROFILE_TEXTS as T } from '@shared/moderation-texts';
import type { TOffer } from '@shared/schemas/offer';

function OfferGrid({ offers }: { offers: TOffer[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} />
        </li>
      ))}
    </ul>
  );
}

export default function UserProfilePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const viewerId = auth.user?.id ?? null;
  const isOwner = viewerId !== null && viewerId === id;
  const profile = useProfile(id);
  const offers = useProfileOffers(id, auth.isLoading ? null : viewerId);
  useProfileRealtime(id);

  if (profile.isPending) {
    return (
      <PageShell title={<Skeleton className="h-10 w-56" />}>
        <p className="sr-only" role="status">
          {T.loading}
        </p>
        <Skeleton className="h-40" />
      </PageShell>
    );
  }
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <PageShell title={missing ? T.notFound : T.loadError}>
        {!missing && (
          <Alert variant="destructive">
            <AlertTitle>{T.loadError}</AlertTitle>
            <AlertDescription>{T.errorWith(profile.error.message)}</AlertDescription>
          </Alert>
        )}
      </PageShell>
    );
  }

  const p = profile.data;
  const all = offers.data ?? [];
  // spec: the offers tab shows those not explicitly unapproved; the pending tab the rest (owner only)
  const approved = all.filter((o) => o.is_approved !== false);
  const pending = isOwner ? all.filter((o) => o.is_approved === false) : [];
  const createHref = paths.createOffer.getHref(isOfferType(p.user_type) ? p.user_type : undefined);
  // a Privatperson publishes no offers, and the server shows the page to its owner only (issue 25)
  const isPerson = p.user_type === 'individual';

  const signOut = async () => {
    await auth.signOut();
    navigate(paths.home.getHref());
  };

  return (
    <PageShell
      title={
        <span className="flex min-w-0 items-center gap-3">
          <Avatar name={p.username} className="size-12 text-lg" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{p.username}</span>
        </span>
      }
      description={
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" data-testid="profile-type">
            {userTypeLabel(p.user_type)}
          </Badge>
          {p.verified && (
            <Badge data-testid="org-verified">
              <BadgeCheck aria-hidden />
              {ORG_TEXTS.badge}
            </Badge>
          )}
          {p.location && <span>{p.location}</span>}
          <span>{T.memberSince(formatDate(p.created_at))}</span>
          {p.website && (
            <a
              href={p.website}
              rel="noopener noreferrer nofollow"
              target="_blank"
              className="text-primary hover:underline"
            >
              {p.website.replace(/^https?:\/\//, '')}
            </a>
          )}
        </span>
      }
      actions={
        isOwner ? (
          <Button type="button" variant="outline" onClick={() => void signOut()}>
            <LogOut aria-hidden /> {T.logout}
          </Button>
        ) : (
          <>
            <Button asChild>
              <Link
                to={
                  viewerId !== null
                    ? paths.chatWith.getHref(p.id)
                    : paths.auth.getHref({ returnTo: paths.chatWith.getHref(p.id) })
                }
              >
                <MessageSquare aria-hidden /> {T.sendMessage}
              </Link>
            </Button>
            {viewerId !== null && (
              <>
                <LazyReportDialog targetType="user" targetId={p.id} targetName={p.username} />
                <BlockUserButton userId={p.id} name={p.username} />
              </>
            )}
          </>
        )
      }
    >
      {isOwner && <RejectionNotices className="mb-6" />}
      <Tabs defaultValue="profile" className="gap-6">
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="profile">{T.tabProfile}</TabsTrigger>
          {!isPerson && <TabsTrigger value="offers">{T.tabOffers}</TabsTrigger>}
          {isOwner && !isPerson && (
            <TabsTrigger value="pending">
              {T.tabPending}
              <Badge variant="warning" data-testid="pending-count" aria-label={`${pending.length}`}>
                {pending.length}
              </Badge>
            </TabsTrigger>
          )}
        </TabsList>

        <TabsContent value="profile" className="space-y-4">
          {isPerson && isOwner && (
            <Alert role="note">
              <AlertTitle>Din sida syns bara för dig</AlertTitle>
              <AlertDescription>
                Organisationer hittar dig genom din kompetensprofil när du gjort den synlig.{' '}
                <Link className="underline" to={`${paths.settings.getHref()}#kompetensprofil`}>
                  Kompetensprofil
                </Link>
              </AlertDescription>
            </Alert>
          )}
          <ProfileDescription description={p.description} isOwner={isOwner} />
          <ProfileReviews userId={p.id} />
          <AudienceCard userId={p.id} />
          {isOwner && auth.user && (
            <Card>
              <CardContent className="flex items-center gap-2 text-sm">
                <Mail aria-hidden className="size-4 text-muted-foreground" />
                <span className="text-muted-foreground">{T.email}:</span>
                <span data-testid="profile-email">{auth.user.email}</span>
              </CardContent>
            </Card>
          )}
        </TabsContent>

        <TabsContent value="offers" className="space-y-4">
          {isOwner && (
            <Button asChild>
              <Link to={createHref}>
                <PlusCircle aria-hidden /> {T.createOffer}
              </Link>
            </Button>
          )}
          {offers.isPending ? (
            <Skeleton className="h-56" />
          ) : offers.isError ? (
            <Alert variant="destructive">
              <AlertTitle>{T.errorWith(offers.error.message)}</AlertTitle>
            </Alert>
          ) : approved.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">{isOwner ? T.noOffersOwner : T.noOffersVisitor}</p>
          ) : (
            <OfferGrid offers={approved} />
          )}
        </TabsContent>

        {isOwner && (
          <TabsContent value="pending" className="space-y-4">
            <Alert variant="warning" role="note">
              <AlertDescription>{T.pendingInfo}</AlertDescription>
            </Alert>
            {pending.length === 0 ? (
              <p className="py-8 text-center text-muted-foreground">{T.noPending}</p>
            ) : (
              <OfferGrid offers={pending} />
            )}
          </TabsContent>
        )}
      </Tabs>
    </PageShell>
  );
}
