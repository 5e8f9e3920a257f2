// /create-offer: publish an offer, or keep it locally when the database cannot be reached (spec §2, §4, §5).
import { ArrowLeft, LogIn } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@client/lib/router';
import { toast } from '@client/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { ApiError } from '@client/lib/api-client';
import { ACCOUNT_TEXTS } from '@shared/account-texts';
import { useAuth } from '@client/lib/auth';
import { useConnection } from '@client/lib/connection';
import { isOfferType, type OfferType } from '@shared/constants';
import type { TOfferForm, TOfferFormInput } from '@shared/schemas/offer';
import { useCreateOffer } from '@client/features/offers/api/create-offer';
import { readDraft } from '@client/features/offers/hooks/use-form-draft';
import { OFFER_UI } from '@client/features/offers/texts';
import { ConnectionBanner } from './connection-banner';
import { EMPTY_OFFER_FORM, OfferForm, type OfferFormProps } from './offer-form';

const T = OFFER_UI.toasts;
const DRAFT_KEY = 'create';

export function CreateOfferView({
  queryType,
  saveOffline,
  notice,
}: {
  queryType: string | null;
  /** shown above the form before anything is typed (the plan's offers left, from the billing feature) */
  notice?: ReactNode;
  /** keeps the offer in this browser while the database is unreachable (offline feature, passed in by the app) */
  saveOffline: (values: TOfferFormInput, userId: string | null) => unknown;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const { user, profile, isAuthenticated, isLoading } = useAuth();
  const { connected, error: connectionError } = useConnection();
  const create = useCreateOffer();
  const returnTo = `${location.pathname}${location.search}`;

  // the ?type= parameter, else the user's own type (the only one they may publish), else business
  const startType: OfferType = isOfferType(queryType)
    ? queryType
    : isOfferType(profile?.user_type)
      ? profile.user_type
      : 'business';
  // a signed-in user publishes only offers of their own type: the form offers no other
  const ownType = isOfferType(profile?.user_type) ? profile.user_type : null;
  const backHref = isOfferType(queryType) ? paths.explore.getHref(queryType) : paths.dashboard.getHref();

  const keepLocally = (raw: TOfferFormInput) => {
    try {
      saveOffline(raw, user?.id ?? null);
    } catch (error) {
      toast.error(T.publishError, { description: error instanceof Error ? error.message : String(error) });
      return false;
    }
    toast.success(T.savedLocally, { description: T.savedLocallyText });
    navigate(paths.myPages.getHref());
    return true;
  };

  const onSubmit = async (values: TOfferForm, raw: TOfferFormInput): Promise<boolean> => {
    if (!connected) return keepLocally(raw);
    if (!isAuthenticated) {
      toast.error(T.loginRequired, { description: T.loginRequiredText });
      navigate(paths.auth.getHref({ returnTo }));
      return false;
    }
    if (profile?.user_type && profile.user_type !== values.type) {
      toast.error(T.forbidden, { description: T.forbiddenText });
      return false;
    }
    try {
      await create.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.isUnavailable) return keepLocally(raw);
      if (error instanceof ApiError && error.status === 401) {
        toast.error(T.loginRequired, { description: T.loginRequiredText });
        navigate(paths.auth.getHref({ returnTo }));
        return false;
      }
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
        // the draft stays; the banner under the header offers a new link
        toast.error(ACCOUNT_TEXTS.verify.requiredTitle, { description: error.message, duration: 10_000 });
        return false;
      }
      if (error instanceof ApiError && error.code === 'WRONG_USER_TYPE') {
        toast.error(T.forbidden, { description: T.forbiddenText });
        return false;
      }
      toast.error(T.publishError, { description: error instanceof Error ? error.message : String(error) });
      return false;
    }
    toast.success(T.created, { description: T.createdText });
    navigate(paths.dashboard.getHref());
    return true;
  };

  if (isLoading) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground">
        <Spinner label={OFFER_UI.form.loadingOffer} />
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={backHref}>
          <ArrowLeft aria-hidden />
          {OFFER_UI.form.back}
        </Link>
      </Button>
      <CreateForm
        mode="create"
        startType={startType}
        ownType={ownType}
        types={ownType ? [ownType] : undefined}
        draftKey={DRAFT_KEY}
        onSubmit={onSubmit}
        onCancel={() => navigate(paths.dashboard.getHref())}
        busy={create.isPending}
        submitDisabled={connected && !isLoading && !isAuthenticated}
        banners={
          <>
            {isAuthenticated && notice}
            {!connected && (
              <ConnectionBanner error={connectionError}>
                <p>{OFFER_UI.form.offlineText}</p>
              </ConnectionBanner>
            )}
            {!isLoading && !isAuthenticated && (
              <Alert variant="warning">
                <LogIn aria-hidden />
                <AlertTitle>{OFFER_UI.form.loginRecommended}</AlertTitle>
                <AlertDescription>
                  <p>{OFFER_UI.form.loginRecommendedText}</p>
                  <Button asChild size="sm" variant="outline">
                    <Link to={paths.auth.getHref({ returnTo, tab: 'signin' })}>{OFFER_UI.form.signIn}</Link>
                  </Button>
                </AlertDescription>
              </Alert>
            )}
          </>
        }
      />
    </div>
  );
}

/** Mounted once the session is known, so the type default and the saved draft are read exactly once. */
function CreateForm({
  startType,
  ownType,
  ...props
}: Omit<OfferFormProps, 'initialValues'> & { startType: OfferType; ownType: OfferType | null }) {
  const [initialValues] = useState<TOfferFormInput>(() => ({
    ...EMPTY_OFFER_FORM,
    type: startType,
    ...readDraft(DRAFT_KEY),
    // a draft typed before signing in may name another type; the user's own is the only one allowed
    ...(ownType ? { type: ownType } : {}),
  }));
  return <OfferForm initialValues={initialValues} {...props} />;
}
