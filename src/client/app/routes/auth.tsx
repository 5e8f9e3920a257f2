// /auth: sign in or create an account, then go to returnTo. A visitor gets it rendered by the server (issue 22,
// decision 220): the form paints before the script, its submit buttons stay disabled until hydration and what
// was typed before it is kept (useServerRenderedForm). The form is drawn at once, not after the session probe:
// waiting drew a smaller skeleton first and the card jumped when the form came (CLS 0.41 on a phone). The card
// stands at the top, not centred: the browser may paint the page before it has parsed the whole form, and a
// centred card that grows moves up as it does (CLS 0.16 in half the loads on a phone). A member who is already
// signed in gets the page from the browser and is sent on when the probe answers.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@client/lib/router';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useAuth } from '@client/lib/auth';
import { paths } from '@client/config/paths';
import { SignInForm } from '@client/features/auth/components/sign-in-form';
import { SignUpForm } from '@client/features/auth/components/sign-up-form';
import { safeReturnTo } from '@client/lib/return-to';

export default function AuthPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { isAuthenticated, isLoading, signIn, verifyTwoFactor, signUp } = useAuth();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const tab = params.get('tab') === 'signin' ? 'signin' : 'signup';
  const [email, setEmail] = useState<string | undefined>();
  const [justSignedIn, setJustSignedIn] = useState(false);

  useEffect(() => {
    if (!isLoading && isAuthenticated && !justSignedIn) navigate(returnTo, { replace: true });
  }, [isLoading, isAuthenticated, justSignedIn, navigate, returnTo]);

  const setTab = (next: string) => {
    const p = new URLSearchParams(params);
    p.set('tab', next);
    setParams(p, { replace: true });
  };
  const done = () => {
    setJustSignedIn(true);
    navigate(returnTo, { replace: true });
  };

  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-start justify-center bg-gradient-to-b from-primary/5 to-background px-4 pb-12 pt-24">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold leading-tight">Välkommen till Samverka</h1>
          <CardDescription>Logga in eller skapa ett konto för att fortsätta</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="mb-4 grid w-full grid-cols-2">
              <TabsTrigger value="signin">Logga in</TabsTrigger>
              <TabsTrigger value="signup">Skapa konto</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm onSignIn={signIn} onVerifyCode={verifyTwoFactor} onSuccess={done} defaultEmail={email} />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm
                onSignUp={signUp}
                onSignedIn={done}
                onNeedsSignIn={(e) => {
                  setEmail(e);
                  setTab('signin');
                }}
              />
            </TabsContent>
          </Tabs>
        </CardContent>
        <CardFooter className="justify-center">
          <p className="text-center text-xs text-muted-foreground">
            Genom att fortsätta godkänner du våra{' '}
            <Link to={paths.terms.getHref()} className="text-primary underline underline-offset-4">
              användarvillkor
            </Link>{' '}
            och{' '}
            <Link to={paths.privacy.getHref()} className="text-primary underline underline-offset-4">
              integritetspolicy
            </Link>
            .
          </p>
        </CardFooter>
      </Card>
    </div>
  );
}
