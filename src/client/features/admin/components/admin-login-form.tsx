// The /admin password form: the server checks the password (rate limited) and opens an admin session.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@client/lib/toast';
import { LockKeyhole } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Form, FormFieldItem } from '@client/components/ui/form';
import { ApiError } from '@client/lib/api-client';
import { ADMIN_TEXTS as T } from '@shared/moderation-texts';
import { ZAdminLogin, type TAdminLogin } from '@shared/schemas/moderation';
import { useAdminLogin } from '@client/features/admin/api/admin-login';

export function AdminLoginForm() {
  const login = useAdminLogin();
  const form = useForm<TAdminLogin>({ resolver: zodResolver(ZAdminLogin), defaultValues: { password: '' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      toast.success(T.loginOk);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(T.wrongPassword, { description: T.wrongPasswordText });
      } else {
        toast.error(error instanceof ApiError && error.status === 429 ? T.lockedTitle : T.wrongPassword, {
          description: error instanceof Error ? error.message : T.wrongPasswordText,
        });
      }
      form.resetField('password');
      form.setFocus('password');
    }
  });

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <LockKeyhole aria-hidden className="size-5 text-primary" /> {T.loginTitle}
        </CardTitle>
        <CardDescription>{T.loginDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="space-y-4" aria-label={T.loginTitle}>
            <FormFieldItem
              control={form.control}
              name="password"
              id="admin-password"
              label={T.passwordLabel}
              render={(field) => (
                <Input type="password" autoComplete="current-password" autoFocus required {...field} />
              )}
            />
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? T.loggingIn : T.loginButton}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
