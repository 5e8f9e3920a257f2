// The contact form: idle → sending (≥ 1.5 s) → sent, with the server's Swedish error shown while keeping what was typed.
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@client/lib/toast';
import { AlertCircle, CheckCircle2, Loader2, Send } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Form, FormInputItem } from '@client/components/ui/form';
import { ApiError } from '@client/lib/api-client';
import { ZContactMessage, type TContactMessage } from '@shared/schemas/contact';
import { LIMITS, TIMING } from '@shared/constants';
import { useSendContactMessage } from '@client/features/contact/api/send-contact-message';
import { CONTACT_TEXTS } from '@client/features/contact/texts';

const EMPTY: TContactMessage = { name: '', email: '', subject: '', message: '' };

/** `email` prefills the e-mail field, e.g. with a signed-in user's address. */
export function ContactForm({ email = '' }: { email?: string }) {
  const t = CONTACT_TEXTS;
  const send = useSendContactMessage();
  const form = useForm<TContactMessage>({
    resolver: zodResolver(ZContactMessage),
    defaultValues: { ...EMPTY, email },
    mode: 'onTouched',
  });
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const sending = send.isPending;
  const sent = send.isSuccess;

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => toast.success(t.sent.toastTitle, { description: t.sent.toastText, duration: TIMING.toastMs }),
    }),
  );

  const writeAnother = () => {
    // a follow-up usually comes from the same person: keep name and e-mail, clear the rest
    const { name, email } = form.getValues();
    form.reset({ ...EMPTY, name, email });
    send.reset();
  };

  if (sent) {
    return (
      <div className="flex flex-col items-center py-10 text-center" data-testid="contact-sent">
        <span
          aria-hidden
          className="flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-600 dark:bg-emerald-950 dark:text-emerald-400"
        >
          <CheckCircle2 className="size-8" />
        </span>
        <h3 ref={sentHeading} tabIndex={-1} className="mt-5 text-2xl font-bold tracking-tight outline-none">
          {t.sent.title}
        </h3>
        <p className="mt-3 max-w-md text-muted-foreground">{t.sent.text}</p>
        <Button className="mt-8" variant="outline" onClick={writeAnother}>
          <Send aria-hidden /> {t.sent.again}
        </Button>
      </div>
    );
  }

  const errorText = send.error instanceof ApiError ? send.error.message : t.form.errorFallback;

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate aria-label={t.form.title} aria-busy={sending} className="space-y-5">
        {send.isError && (
          <Alert variant="destructive">
            <AlertCircle aria-hidden />
            <AlertTitle>{t.form.errorTitle}</AlertTitle>
            <AlertDescription>{errorText}</AlertDescription>
          </Alert>
        )}
        <fieldset disabled={sending} className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormInputItem
              control={form.control}
              name="name"
              id="contact-name"
              label={t.form.name}
              autoComplete="name"
              placeholder={t.form.namePlaceholder}
              required
              maxLength={LIMITS.contactFieldMax}
            />
            <FormInputItem
              control={form.control}
              name="email"
              id="contact-email"
              label={t.form.email}
              type="email"
              autoComplete="email"
              placeholder={t.form.emailPlaceholder}
              required
            />
          </div>
          <FormInputItem
            control={form.control}
            name="subject"
            id="contact-subject"
            label={t.form.subject}
            placeholder={t.form.subjectPlaceholder}
            required
            maxLength={LIMITS.contactFieldMax}
          />
          <FormInputItem
            control={form.control}
            name="message"
            id="contact-message"
            label={t.form.message}
            rows={6}
            placeholder={t.form.messagePlaceholder}
            required
            maxLength={LIMITS.contactMessageMax}
          />
        </fieldset>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
          {sending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
          {sending ? t.form.sending : t.form.submit}
        </Button>
      </form>
    </Form>
  );
}
