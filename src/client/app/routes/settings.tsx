// /settings ('Inställningar'): one section a concern, each saving on its own. Later sections (profile,
// two-factor, sessions, notifications, data export, deletion) are added to SECTIONS below.
import { PageShell } from '@client/components/layout/page-shell';
import { Spinner } from '@client/components/ui/spinner';
import { useRequireSignIn, type Me } from '@client/lib/auth';
import { EmailSection } from '@client/features/account/components/settings/email-section';
import { PasswordSection } from '@client/features/account/components/settings/password-section';
import { AudienceSection } from '@client/features/insights/components/audience-section';

const SECTIONS: { key: string; render: (user: Me['user']) => React.ReactNode }[] = [
  { key: 'email', render: (user) => <EmailSection email={user.email} verified={user.email_verified} /> },
  { key: 'password', render: () => <PasswordSection /> },
  { key: 'audience', render: () => <AudienceSection /> },
];

export default function SettingsPage() {
  const { user } = useRequireSignIn();

  return (
    <PageShell title="Inställningar" description="Ditt konto: e-postadress och lösenord.">
      {!user ? (
        <Spinner />
      ) : (
        <div className="space-y-6">
          {SECTIONS.map((section) => (
            <div key={section.key}>{section.render(user)}</div>
          ))}
        </div>
      )}
    </PageShell>
  );
}
