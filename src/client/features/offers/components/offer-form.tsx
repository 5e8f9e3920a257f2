// The offer form of /create-offer and /edit-offer/:id (spec §2, §5): one zod schema, errors after the first
// blur and on submit, and a draft in localStorage so nothing typed is lost (failed save, reload, offline).
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactElement, type ReactNode } from 'react';
import { useForm, useFormContext, type ControllerRenderProps, type FieldErrors } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import { Button } from '@client/components/ui/button';
import { Form, FormControl, FormField, FormFieldItem, FormItem, FormMessage } from '@client/components/ui/form';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@client/components/ui/radio-group';
import { Textarea } from '@client/components/ui/textarea';
import { LIMITS, type OfferType } from '@shared/constants';
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

type TextFieldName =
  | 'title'
  | 'organization'
  | 'location'
  | 'target_audience'
  | 'expected_views'
  | 'budget'
  | 'timeframe'
  | 'description'
  | 'phone'
  | 'contact_info';
type TextFieldProps = Omit<ControllerRenderProps<TOfferFormInput, TextFieldName>, 'value'> & { value: string };

/** One text field of the offer form: label, control, optional hint and error wired by the shared Form set. */
function OfferField({
  name,
  label,
  hint,
  children,
}: {
  name: TextFieldName;
  label: string;
  hint?: string;
  children: (field: TextFieldProps) => ReactElement;
}) {
  const { control } = useFormContext<TOfferFormInput>();
  return (
    <FormFieldItem
      control={control}
      name={name}
      label={label}
      description={hint}
      render={(field) => children({ ...field, value: (field.value as string | null | undefined) ?? '' })}
    />
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
  /** the types the user may publish (their own); all four when unknown */
  types?: OfferType[];
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
  types,
}: OfferFormProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const form = useForm<TOfferFormInput, unknown, TOfferForm>({
    resolver: zodResolver(ZOfferForm),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const { control, handleSubmit, watch, formState } = form;
  const submitted = formState.submitCount > 0; // read while rendering: handlers below then see fresh values
  const audienceTouched = Boolean(formState.touchedFields.target_audience);
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

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="space-y-6" aria-busy={busy}>
        {banners}
        <FormField
          control={control}
          name="type"
          render={({ field }) => (
            <FormItem>
              <fieldset className="space-y-3">
                <legend className="mb-3 text-sm font-medium" id={id('type-legend')}>
                  {T.type}
                </legend>
                <FormControl aria-labelledby={id('type-legend')}>
                  <RadioGroup
                    name={field.name}
                    value={field.value}
                    onValueChange={(v) => {
                      field.onChange(v);
                      // the influencer rule depends on other fields: re-check them once touched
                      if (audienceTouched || submitted) void form.trigger('type');
                    }}
                    onBlur={field.onBlur}
                    className="grid gap-2 sm:grid-cols-2"
                  >
                    {TYPE_OPTIONS.filter((opt) => !types || types.includes(opt.value)).map((opt) => (
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
                </FormControl>
                <FormMessage className="font-medium" />
              </fieldset>
            </FormItem>
          )}
        />

        <div className="grid gap-5 sm:grid-cols-2">
          <OfferField name="title" label={T.title}>
            {(field) => <Input maxLength={LIMITS.titleMax} placeholder={T.placeholders.title} {...field} />}
          </OfferField>
          <OfferField name="organization" label={T.organization}>
            {(field) => (
              <Input
                maxLength={LIMITS.organizationMax}
                autoComplete="organization"
                placeholder={T.placeholders.organization}
                {...field}
              />
            )}
          </OfferField>
          <OfferField name="location" label={T.location} hint={T.optional}>
            {(field) => <Input maxLength={200} placeholder={T.placeholders.location} {...field} />}
          </OfferField>
          {type === 'influencer' && (
            <>
              <OfferField name="target_audience" label={T.targetAudience}>
                {(field) => (
                  <Input
                    maxLength={200}
                    placeholder={T.placeholders.targetAudience}
                    {...field}
                    onChange={(e) => {
                      field.onChange(e);
                      if (submitted) void form.trigger('type');
                    }}
                  />
                )}
              </OfferField>
              <OfferField name="expected_views" label={T.expectedViews}>
                {(field) => (
                  <Input
                    maxLength={200}
                    placeholder={T.placeholders.expectedViews}
                    {...field}
                    onChange={(e) => {
                      field.onChange(e);
                      if (submitted) void form.trigger('type');
                    }}
                  />
                )}
              </OfferField>
            </>
          )}
          <OfferField name="budget" label={T.budget} hint={T.optional}>
            {(field) => <Input maxLength={200} placeholder={T.placeholders.budget} {...field} />}
          </OfferField>
          <OfferField name="timeframe" label={T.timeframe} hint={T.optional}>
            {(field) => <Input maxLength={200} placeholder={T.placeholders.timeframe} {...field} />}
          </OfferField>
        </div>

        <OfferField name="description" label={T.description}>
          {(field) => (
            <Textarea rows={6} maxLength={LIMITS.descriptionMax} placeholder={T.placeholders.description} {...field} />
          )}
        </OfferField>

        <FormFieldItem
          control={control}
          name="tags"
          label={T.tags}
          description={T.tagsHint}
          render={(field) => <TagInput value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} />}
        />

        <div className="grid gap-5 sm:grid-cols-2">
          <OfferField name="phone" label={T.phone}>
            {(field) => (
              <Input type="tel" autoComplete="tel" maxLength={40} placeholder={T.placeholders.phone} {...field} />
            )}
          </OfferField>
          <OfferField name="contact_info" label={T.email}>
            {(field) => (
              <Input type="email" autoComplete="email" maxLength={254} placeholder={T.placeholders.email} {...field} />
            )}
          </OfferField>
        </div>

        <FormField
          control={control}
          name="logo"
          render={({ field }) => (
            <FormItem>
              <ImageUpload value={field.value} onChange={field.onChange} disabled={busy} />
            </FormItem>
          )}
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
    </Form>
  );
}
