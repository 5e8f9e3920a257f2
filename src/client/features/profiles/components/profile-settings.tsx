// Settings › Profil: name, description, place, website, logo and organisationsnummer (checked here and on the
// server; a new number waits for an admin before the 'Verifierad organisation' badge shows).
import { useForm, useWatch, type ControllerRenderProps } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import { BadgeCheck } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import {
  Form,
  FormControl,
  FormField,
  FormFieldItem,
  FormItem,
  FormLabel,
  FormMessage,
} from '@client/components/ui/form';
import { Textarea } from '@client/components/ui/textarea';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { api, ApiError, unwrap } from '@client/lib/api-client';
import type { TProfile } from '@shared/schemas/account.response';
import { ORG_GROUPS, ORG_TEXTS, orgNumberProblem } from '@shared/org-number';
import { useUpdateProfile } from '@client/features/profiles/api/update-profile';

type Fields = 'full_name' | 'description' | 'location' | 'website' | 'org_number';
const LABELS: Record<Fields, string> = {
  full_name: 'Namn',
  description: 'Beskrivning',
  location: 'Ort',
  website: 'Webbplats',
  org_number: ORG_TEXTS.label,
};

type Values = Record<Fields, string> & { logo_url: string };

export function ProfileSettings({ profile }: { profile: TProfile }) {
  const hasOrg = Boolean(ORG_GROUPS[profile.user_type]);
  const form = useForm<Values>({
    defaultValues: {
      full_name: profile.full_name ?? '',
      description: profile.description ?? '',
      location: profile.location ?? '',
      website: profile.website ?? '',
      org_number: profile.org_number ?? '',
      logo_url: profile.logo_url ?? '',
    },
  });
  const logo = useWatch({ control: form.control, name: 'logo_url' });
  const update = useUpdateProfile();

  const submit = form.handleSubmit(async ({ org_number, ...values }) => {
    const orgProblem = hasOrg && org_number.trim() ? orgNumberProblem(org_number, profile.user_type) : null;
    if (orgProblem) {
      form.setError('org_number', { message: orgProblem });
      return;
    }
    try {
      await update.mutateAsync({ ...values, ...(hasOrg ? { org_number } : {}) });
      toast.success('Profilen är sparad');
    } catch (err) {
      const message = err instanceof ApiError ? err.message : String(err);
      // what was typed stays; the error sits at the field it is about
      const field: Fields = err instanceof ApiError && err.code === 'ORG_NUMBER_INVALID' ? 'org_number' : 'full_name';
      form.setError(field, { message });
    }
  });

  const uploadLogo = async (file: File | undefined) => {
    if (!file) return;
    try {
      const { url } = await unwrap(api.uploads.$post({ form: { file } }));
      form.setValue('logo_url', url);
      form.clearErrors('logo_url');
    } catch (err) {
      form.setError('logo_url', { message: err instanceof ApiError ? err.message : String(err) });
    }
  };

  const field = (
    name: Fields,
    input: (field: ControllerRenderProps<Values, Fields>) => React.ReactElement,
    hint?: string,
  ) => (
    <FormFieldItem
      control={form.control}
      name={name}
      id={`profile-${name}`}
      label={LABELS[name]}
      description={hint}
      alert
      render={input}
    />
  );

  return (
    <section aria-labelledby="settings-profile-title">
      <Card>
        <CardHeader>
          <CardTitle id="settings-profile-title" role="heading" aria-level={2}>
            Profil
          </CardTitle>
          <CardDescription>Det här visas på din offentliga profil.</CardDescription>
        </CardHeader>
        <CardContent>
          <Form {...form}>
            <form onSubmit={submit} noValidate className="space-y-4" aria-label="Profil">
              {field('full_name', (f) => (
                <Input autoComplete="name" {...f} />
              ))}
              {field('description', (f) => (
                <Textarea rows={4} {...f} />
              ))}
              {field('location', (f) => (
                <Input autoComplete="address-level2" {...f} />
              ))}
              {field('website', (f) => (
                <Input type="url" placeholder="https://" {...f} />
              ))}
              <FormField
                control={form.control}
                name="logo_url"
                render={() => (
                  <FormItem id="profile-logo">
                    <FormLabel>Logotyp</FormLabel>
                    {logo && (
                      <img src={logo} alt="Nuvarande logotyp" className="size-16 rounded border object-contain" />
                    )}
                    <FormControl>
                      <Input
                        type="file"
                        accept="image/png,image/jpeg,image/webp"
                        onChange={(e) => void uploadLogo(e.target.files?.[0])}
                      />
                    </FormControl>
                    <FormMessage role="alert" />
                  </FormItem>
                )}
              />
              {hasOrg &&
                field(
                  'org_number',
                  (f) => <Input inputMode="numeric" placeholder="NNNNNN-NNNN" {...f} />,
                  ORG_TEXTS.hint,
                )}
              {hasOrg && profile.org_verification !== 'none' && (
                <p className="flex items-center gap-2 text-sm" data-testid="org-verification-state">
                  {profile.org_verification === 'approved' && (
                    <BadgeCheck aria-hidden className="size-4 text-primary" />
                  )}
                  {profile.org_verification === 'approved'
                    ? ORG_TEXTS.badge
                    : profile.org_verification === 'pending'
                      ? ORG_TEXTS.pending
                      : `${ORG_TEXTS.rejected}: ${profile.org_rejection_reason ?? ''}`}
                </p>
              )}
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? 'Sparar...' : 'Spara profilen'}
              </Button>
            </form>
          </Form>
        </CardContent>
      </Card>
    </section>
  );
}
