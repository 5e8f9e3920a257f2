// Settings › Profil: name, description, place, website, logo and organisationsnummer (checked here and on the
// server; a new number waits for an admin before the 'Verifierad organisation' badge shows).
import { useState } from 'react';
import { toast } from '@client/lib/toast';
import { BadgeCheck } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
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

export function ProfileSettings({ profile }: { profile: TProfile }) {
  const hasOrg = Boolean(ORG_GROUPS[profile.user_type]);
  const [values, setValues] = useState<Record<Fields, string>>({
    full_name: profile.full_name ?? '',
    description: profile.description ?? '',
    location: profile.location ?? '',
    website: profile.website ?? '',
    org_number: profile.org_number ?? '',
  });
  const [logo, setLogo] = useState(profile.logo_url ?? '');
  const [errors, setErrors] = useState<Partial<Record<Fields | 'logo', string>>>({});
  const update = useUpdateProfile();

  const set = (name: Fields) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const orgProblem =
      hasOrg && values.org_number.trim() ? orgNumberProblem(values.org_number, profile.user_type) : null;
    if (orgProblem) {
      setErrors({ org_number: orgProblem });
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({
        full_name: values.full_name,
        description: values.description,
        location: values.location,
        website: values.website,
        logo_url: logo,
        ...(hasOrg ? { org_number: values.org_number } : {}),
      });
      toast.success('Profilen är sparad');
    } catch (err) {
      const message = err instanceof ApiError ? err.message : String(err);
      // what was typed stays; the error sits at the field it is about
      const field: Fields = err instanceof ApiError && err.code === 'ORG_NUMBER_INVALID' ? 'org_number' : 'full_name';
      setErrors({ [field]: message });
    }
  };

  const uploadLogo = async (file: File | undefined) => {
    if (!file) return;
    try {
      const { url } = await unwrap(api.uploads.$post({ form: { file } }));
      setLogo(url);
      setErrors((e) => ({ ...e, logo: undefined }));
    } catch (err) {
      setErrors((e) => ({ ...e, logo: err instanceof ApiError ? err.message : String(err) }));
    }
  };

  const field = (name: Fields, input: React.ReactNode, hint?: string) => (
    <div className="space-y-2">
      <Label htmlFor={`profile-${name}`}>{LABELS[name]}</Label>
      {input}
      {hint && (
        <p id={`profile-${name}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {errors[name] && (
        <p id={`profile-${name}-error`} role="alert" className="text-sm text-destructive">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const inputProps = (name: Fields) => ({
    id: `profile-${name}`,
    value: values[name],
    onChange: set(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `profile-${name}-error` : undefined,
  });

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
          <form onSubmit={submit} noValidate className="space-y-4" aria-label="Profil">
            {field('full_name', <Input autoComplete="name" {...inputProps('full_name')} />)}
            {field('description', <Textarea rows={4} {...inputProps('description')} />)}
            {field('location', <Input autoComplete="address-level2" {...inputProps('location')} />)}
            {field('website', <Input type="url" placeholder="https://" {...inputProps('website')} />)}
            <div className="space-y-2">
              <Label htmlFor="profile-logo">Logotyp</Label>
              {logo && <img src={logo} alt="Nuvarande logotyp" className="size-16 rounded border object-contain" />}
              <Input
                id="profile-logo"
                type="file"
                accept="image/png,image/jpeg,image/webp"
                onChange={(e) => void uploadLogo(e.target.files?.[0])}
              />
              {errors.logo && (
                <p role="alert" className="text-sm text-destructive">
                  {errors.logo}
                </p>
              )}
            </div>
            {hasOrg &&
              field(
                'org_number',
                <Input inputMode="numeric" placeholder="NNNNNN-NNNN" {...inputProps('org_number')} />,
                ORG_TEXTS.hint,
              )}
            {hasOrg && profile.org_verification !== 'none' && (
              <p className="flex items-center gap-2 text-sm" data-testid="org-verification-state">
                {profile.org_verification === 'approved' && <BadgeCheck aria-hidden className="size-4 text-primary" />}
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
        </CardContent>
      </Card>
    </section>
  );
}
