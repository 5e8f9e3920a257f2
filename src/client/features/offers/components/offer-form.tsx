// The offer form of /create-offer and /edit-offer/:id (spec §2, §5): one zod schema, errors after the first
// blur and on submit, and a draft in localStorage so nothing typed is lost (failed save, reload, offline).
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@client/components/ui/radio-group';
import { Textarea } from '@client/components/ui/textarea';
import { LIMITS } from '@shared/constants';
import { ZOfferForm, type TOfferForm, type TOfferFormInput } from '@shared/schemas/offer';
import { OFFER_TEXTS } from '@shared/offer-texts';
import { useFormDraft } from '@client/features/offers/hooks/use-form-draft';
import { OFFER_UI, TYPE_OPTIONS } from '@client/features/offers/texts';
import { ImageUpload } from './image-upload';
import { TagInput } from './tag-input';

const T = OFFER_UI.form;

export const EMPTY_OFFER_FORM: TOfferFormInput = {
  type: 'business',
  title: '',
  organization: '',
  location: '',
  budget: '',
  timeframe: '',
  target_audience: '',
  expected_views: '',
  description: '',
  tags: [],
  phone: '',
  contact_info: '',
  logo: null,
};

function FieldShell({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (aria: { 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export type OfferFormProps = {
  mode: 'create' | 'edit';
  initialValues: TOfferFormInput;
  /** localStorage key of the draft ('create' or 'edit-<id>') */
  draftKey: string;
  /** resolves true when the offer is saved (the draft is then forgotten); false keeps everything typed */
  onSubmit: (values: TOfferForm, raw: TOfferFormInput) => Promise<boolean>;
  onCancel: () => void;
  busy: boolean;
  submitDisabled?: boolean;
  /** the type radio group is locked in edit mode when the server does not allow changing it */
  banners?: ReactNode;
};

export function OfferForm({
  mode,
  initialValues,
  draftKey,
  onSubmit,
  onCancel,
  busy,
  submitDisabled,
  banners,
}: OfferFormProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const form = useForm<TOfferFormInput, unknown, TOfferForm>({
    resolver: zodResolver(ZOfferForm),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const { register, control, handleSubmit, watch, formState } = form;
  const errors = formState.errors;
  const forgetDraft = useFormDraft(draftKey, watch);
  const type = watch('type');

  const submit = handleSubmit(
    async (values) => {
      const raw = form.getValues();
      if (await onSubmit(values, raw)) forgetDraft();
    },
    (errs: FieldErrors<TOfferFormInput>) => {
      const v = form.getValues();
      if (!v.title?.trim() || !v.organization?.trim() || !v.description?.trim()) {
        toast.error(OFFER_UI.toasts.incompleteTitle, { description: OFFER_UI.toasts.incompleteText });
      } else if (errs.type?.message === OFFER_TEXTS.validation.influencerFields) {
        toast.error(OFFER_UI.toasts.incompleteTitle, { description: OFFER_UI.toasts.influencerText });
      } else {
        toast.error(OFFER_UI.toasts.incompleteTitle, { description: OFFER_UI.toasts.incompleteText });
      }
    },
  );

  const typeError = errors.type?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-busy={busy}>
      {banners}
      <fieldset className="space-y-3" aria-describedby={typeError ? id('type-error') : undefined}>
        <legend className="mb-3 text-sm font-medium" id={id('type-legend')}>
          {T.type}
        </legend>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <RadioGroup
              name={field.name}
              value={field.value}
              onValueChange={(v) => {
                field.onChange(v);
                // the influencer rule depends on other fields: re-check them once touched
                if (formState.touchedFields.target_audience || formState.submitCount > 0) void form.trigger('type');
              }}
              onBlur={field.onBlur}
              aria-labelledby={id('type-legend')}
              aria-invalid={typeError ? true : undefined}
              className="grid gap-2 sm:grid-cols-2"
            >
              {TYPE_OPTIONS.map((opt) => (
                <div
                  key={opt.value}
                  className="flex items-center gap-2 rounded-md border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <RadioGroupItem value={opt.value} id={id(`type-${opt.value}`)} />
                  <Label htmlFor={id(`type-${opt.value}`)} className="cursor-pointer font-normal">
                    {opt.label}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          )}
        />
        {typeError && (
          <p id={id('type-error')} className="text-sm font-medium text-destructive">
            {typeError}
          </p>
        )}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <FieldShell id={id('title')} label={T.title} error={errors.title?.message}>
          {(aria) => (
            <Input
              id={id('title')}
              maxLength={LIMITS.titleMax}
              placeholder={T.placeholders.title}
              {...aria}
              {...register('title')}
            />
          )}
        </FieldShell>
        <FieldShell id={id('organization')} label={T.organization} error={errors.organization?.message}>
          {(aria) => (
            <Input
              id={id('organization')}
              maxLength={LIMITS.organizationMax}
              autoComplete="organization"
              placeholder={T.placeholders.organization}
              {...aria}
              {...register('organization')}
            />
          )}
        </FieldShell>
        <FieldShell id={id('location')} label={T.location} hint={T.optional} error={errors.location?.message}>
          {(aria) => (
            <Input
              id={id('location')}
              maxLength={200}
              placeholder={T.placeholders.location}
              {...aria}
              {...register('location')}
            />
          )}
        </FieldShell>
        {type === 'influencer' && (
          <>
            <FieldShell id={id('target_audience')} label={T.targetAudience} error={errors.target_audience?.message}>
              {(aria) => (
                <Input
                  id={id('target_audience')}
                  maxLength={200}
                  placeholder={T.placeholders.targetAudience}
                  {...aria}
                  {...register('target_audience', {
                    onChange: () => formState.submitCount > 0 && void form.trigger('type'),
                  })}
                />
              )}
            </FieldShell>
            <FieldShell id={id('expected_views')} label={T.expectedViews} error={errors.expected_views?.message}>
              {(aria) => (
                <Input
                  id={id('expected_views')}
                  maxLength={200}
                  placeholder={T.placeholders.expectedViews}
                  {...aria}
                  {...register('expected_views', {
                    onChange: () => formState.submitCount > 0 && void form.trigger('type'),
                  })}
                />
              )}
            </FieldShell>
          </>
        )}
        <FieldShell id={id('budget')} label={T.budget} hint={T.optional} error={errors.budget?.message}>
          {(aria) => (
            <Input
              id={id('budget')}
              maxLength={200}
              placeholder={T.placeholders.budget}
              {...aria}
              {...register('budget')}
            />
          )}
        </FieldShell>
        <FieldShell id={id('timeframe')} label={T.timeframe} hint={T.optional} error={errors.timeframe?.message}>
          {(aria) => (
            <Input
              id={id('timeframe')}
              maxLength={200}
              placeholder={T.placeholders.timeframe}
              {...aria}
              {...register('timeframe')}
            />
          )}
        </FieldShell>
      </div>

      <FieldShell id={id('description')} label={T.description} error={errors.description?.message}>
        {(aria) => (
          <Textarea
            id={id('description')}
            rows={6}
            maxLength={LIMITS.descriptionMax}
            placeholder={T.placeholders.description}
            {...aria}
            {...register('description')}
          />
        )}
      </FieldShell>

      <FieldShell
        id={id('tags')}
        label={T.tags}
        hint={T.tagsHint}
        error={errors.tags?.message ?? errors.tags?.root?.message}
      >
        {(aria) => (
          <Controller
            control={control}
            name="tags"
            render={({ field }) => (
              <TagInput
                id={id('tags')}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                describedBy={aria['aria-describedby']}
                invalid={aria['aria-invalid']}
              />
            )}
          />
        )}
      </FieldShell>

      <div className="grid gap-5 sm:grid-cols-2">
        <FieldShell id={id('phone')} label={T.phone} error={errors.phone?.message}>
          {(aria) => (
            <Input
              id={id('phone')}
              type="tel"
              autoComplete="tel"
              maxLength={40}
              placeholder={T.placeholders.phone}
              {...aria}
              {...register('phone')}
            />
          )}
        </FieldShell>
        <FieldShell id={id('contact_info')} label={T.email} error={errors.contact_info?.message}>
          {(aria) => (
            <Input
              id={id('contact_info')}
              type="email"
              autoComplete="email"
              maxLength={254}
              placeholder={T.placeholders.email}
              {...aria}
              {...register('contact_info')}
            />
          )}
        </FieldShell>
      </div>

      <Controller
        control={control}
        name="logo"
        render={({ field }) => <ImageUpload value={field.value} onChange={field.onChange} disabled={busy} />}
      />

      <div className="flex flex-wrap justify-end gap-2 border-t pt-6">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            forgetDraft();
            onCancel();
          }}
        >
          {T.cancel}
        </Button>
        <Button type="submit" disabled={busy || submitDisabled}>
          {mode === 'create' ? (busy ? T.creating : T.create) : busy ? T.saving : T.save}
        </Button>
      </div>
    </form>
  );
}
