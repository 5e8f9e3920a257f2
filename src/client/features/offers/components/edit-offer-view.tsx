// /edit-offer/:id: the owner edits an offer (spec §2 Edit, §5 Edit access, §8 Edit).
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@client/lib/router';
import { toast } from '@client/lib/toast';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { ApiError } from '@client/lib/api-client';
import { useAuth } from '@client/lib/auth';
import { useConnection } from '@client/lib/connection';
import type { TOffer, TOfferForm, TOfferFormInput } from '@shared/schemas/offer';
import type { TOfferFields } from '@shared/schemas/offer.response';
import { useOffer } from '@client/features/offers/api/get-offer';
import { useUpdateOffer } from '@client/features/offers/api/update-offer';
import { readDraft } from '@client/features/offers/hooks/use-form-draft';
import { OFFER_UI } from '@client/features/offers/texts';
import { ConnectionBanner } from './connection-banner';
import { PendingBanner } from './pending-banner';
import { OfferForm } from './offer-form';

const T = OFFER_UI.toasts;

const toFormValues = (o: TOfferFields): TOfferFormInput => ({
  type: o.type,
  title: o.title,
  organization: o.organization,
  location: o.location ?? '',
  budget: o.budget ?? '',
  timeframe: o.timeframe ?? '',
  target_audience: o.target_audience ?? '',
  expected_views: o.expected_views ?? '',
  description: o.description,
  tags: o.tags,
  phone: o.phone ?? '',
  contact_info: o.contact_info ?? '',
  logo: o.logo,
});

function Loading() {
  return (
    <p className="flex items-center gap-3 text-muted-foreground">
      <Spinner label={OFFER_UI.form.loadingOffer} />
      {OFFER_UI.form.loadingOffer}
    </p>
  );
}

export function EditOfferView({ id }: { id: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { user, isLoading: authLoading, isAuthenticated } = useAuth();
  const { connected, error: connectionError } = useConnection();
  const validId = /^\d+$/.test(id);
  const query = useOffer(validId ? id : null, { enabled: isAuthenticated });
  const update = useUpdateOffer();
  const redirected = useRef(false);

  const offer = query.data;
  const notFound = !validId || (query.error instanceof ApiError && query.error.status === 404);
  const notOwner = Boolean(offer && user && offer.user_id && offer.user_id !== user.id);

  useEffect(() => {
    if (redirected.current || authLoading) return;
    const leave = (title: string, description: string, to: string) => {
      redirected.current = true;
      toast.error(title, { description });
      navigate(to, { replace: true });
    };
    if (!isAuthenticated)
      leave(T.editNoAuth, T.editNoAuthText, paths.auth.getHref({ returnTo: `${location.pathname}${location.search}` }));
    else if (notFound) leave(T.editNotFound, T.editNotFoundText, paths.exploreIndex.getHref());
    else if (notOwner) leave(T.editForbidden, T.editForbiddenText, paths.exploreIndex.getHref());
  }, [authLoading, isAuthenticated, notFound, notOwner, navigate, location.pathname, location.search]);

  if (authLoading || !isAuthenticated || notFound || notOwner) return <Loading />;
  if (query.isError) {
    return (
      <div className="space-y-4">
        {!connected && <ConnectionBanner error={connectionError} />}
        <p className="text-destructive">{query.error.message}</p>
      </div>
    );
  }
  if (!offer) return <Loading />;

  const onSubmit = async (_values: TOfferForm, raw: TOfferFormInput) => {
    try {
      await update.mutateAsync({ id, values: raw });
    } catch (error) {
      toast.error(T.updateError, { description: error instanceof Error ? error.message : String(error) });
      return false;
    }
    // an approved offer's edit waits for review; the approved version stays public meanwhile
    if (offer.is_approved) toast.success(T.editSent, { description: T.editSentText });
    else toast.success(T.updated, { description: T.updatedText });
    navigate(paths.exploreIndex.getHref());
    return true;
  };

  return (
    <EditForm
      offer={offer}
      draftKey={`edit-${id}`}
      onSubmit={onSubmit}
      busy={update.isPending}
      onCancel={() => navigate(paths.myPages.getHref())}
      banners={
        <>
          {!connected && <ConnectionBanner error={connectionError} />}
          {offer.pending_edit && <PendingBanner edit />}
        </>
      }
    />
  );
}

function EditForm({
  offer,
  draftKey,
  ...props
}: {
  offer: TOffer;
  draftKey: string;
  onSubmit: (values: TOfferForm, raw: TOfferFormInput) => Promise<boolean>;
  busy: boolean;
  onCancel: () => void;
  banners?: React.ReactNode;
}) {
  // what the user typed before a reload or a failed save wins over the stored offer; a waiting edit
  // (of an approved offer) over the approved version
  const [initialValues] = useState<TOfferFormInput>(() => ({
    ...toFormValues(offer.pending_edit ?? offer),
    ...readDraft(draftKey),
  }));
  return <OfferForm mode="edit" initialValues={initialValues} draftKey={draftKey} {...props} />;
}
