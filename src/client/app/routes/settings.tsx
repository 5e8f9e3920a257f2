// /settings ('Inställningar'): one section a concern, each saving on its own. The notifications section
// (another issue) goes into SECTIONS below, before the data sections.
import { PageShell } from '@client/components/layout/page-shell';
import { Spinner } from '@client/components/ui/spinner';
import { useRequireSignIn, type Me } from '@client/lib/auth';
import { EmailSection } from '@client/features/account/components/settings/email-section';
import { PasswordSection } from '@client/features/account/components/settings/password-section';
import { CalendarFeedCard } from '@client/features/deals/components/calendar-feed-card';
import { TwoFactorSection } from '@client/features/account/components/settings/two-factor-section';
import { SessionsSection } from '@client/features/account/components/settings/sessions-section';
import { DeleteAccountSection, ExportSection } from '@client/features/account/components/settings/data-sections';
import { ProfileSettings } from '@client/features/profiles/components/profile-settings';
import { SettingsSection } from '@client/features/account/components/settings/settings-section';
import { NotificationSettingsForm } from '@client/features/notifications/components/notification-settings-section';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts';
import { AudienceSection } from '@client/features/insights/components/audience-section';
import { SkillProfileSection } from '@client/features/people/components/skill-profile-form';
import { TALENT_USER_TYPES } from '@shared/talent-texts';

/** Two-factor is recommended on the page for these types (they handle money and agreements). */
const RECOMMEND_TWO_FACTOR = new Set(['business', 'foundation']);

const SECTIONS: { key: string; render: (user: Me['user'], profile: Me['profile']) => React.ReactNode }[] = [
  { key: 'profile', render: (_, profile) => profile && <ProfileSettings profile={profile} /> },
  {
    key: 'skills',
    render: (_, profile) =>
      (TALENT_USER_TYPES as readonly string[]).includes(profile?.user_type ?? '') && <SkillProfileSection />,
  },
  { key: 'email', render: (user) => <EmailSection email={user.email} verified={user.email_verified} /> },
  { key: 'password', render: () => <PasswordSection /> },
  {
    key: 'two-factor',
    render: (user, profile) => (
      <TwoFactorSection
        enabled={user.two_factor_enabled}
        recommended={RECOMMEND_TWO_FACTOR.has(profile?.user_type ?? '')}
      />
    ),
  },
  { key: 'sessions', render: () => <SessionsSection /> },
  {
    key: 'notifications',
    render: () => (
      <SettingsSection
        id="settings-notifications"
        title={NOTIFICATION_TEXTS.settings.title}
        description={NOTIFICATION_TEXTS.settings.intro}
      >
        <NotificationSettingsForm />
      </SettingsSection>
    ),
  },
  { key: 'audience', render: () => <AudienceSection /> },
  { key: 'calendar', render: () => <CalendarFeedCard /> },
  { key: 'export', render: () => <ExportSection /> },
  { key: 'delete', render: (user) => <DeleteAccountSection twoFactorEnabled={user.two_factor_enabled} /> },
];

export default function SettingsPage() {
  const { user, profile } = useRequireSignIn();

  return (
    <PageShell
      title="Inställningar"
      description="Ditt konto: profil, e-post, lösenord, tvåstegsverifiering, inloggningar, notiser och dina uppgifter."
    >
      {!user ? (
        <Spinner />
      ) : (
        <div className="space-y-6">
          {SECTIONS.map((section) => (
            <div key={section.key}>{section.render(user, profile)}</div>
          ))}
        </div>
      )}
    </PageShell>
  );
}
