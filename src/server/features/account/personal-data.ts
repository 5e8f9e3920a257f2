// Every table that holds a user's data, in one list: GET /api/me/export reads it, and a test walks the
// database's foreign keys to users so a new table cannot be forgotten (add one line here).
/** A table with the columns that name the user; `omit`: secrets that never leave the server. */
export interface PersonalTable {
  table: string;
  columns: string[];
  omit?: string[];
  /** rows found another way than by a user column (e.g. through the user's deals); $1 is the user's id */
  where?: string;
}

/** the deals the user is a party of */
const OWN_DEALS = 'deal_id IN (SELECT id FROM deals WHERE party_a = $1 OR party_b = $1)';

export const PERSONAL_DATA: PersonalTable[] = [
  { table: 'users', columns: ['id'] },
  { table: 'profiles', columns: ['id'] },
  { table: 'sessions', columns: ['user_id'], omit: ['token'] },
  { table: 'accounts', columns: ['user_id'], omit: ['password', 'access_token', 'refresh_token', 'id_token'] },
  { table: 'two_factors', columns: ['user_id'], omit: ['secret', 'backup_codes'] },
  { table: 'offers', columns: ['user_id'], omit: ['search', 'title_sort'] },
  { table: 'offer_revisions', columns: ['user_id'] },
  { table: 'offer_rejections', columns: ['user_id'] },
  { table: 'favorites', columns: ['user_id'] },
  { table: 'contacts', columns: ['user_id', 'contact_id'] },
  { table: 'private_messages', columns: ['sender_id', 'receiver_id'] },
  { table: 'user_blocks', columns: ['blocker_id'] },
  { table: 'reports', columns: ['reporter_id'] },
  { table: 'subscriptions', columns: ['user_id'] },
  { table: 'billing_checkout_sessions', columns: ['user_id'] },
  { table: 'uploads', columns: ['user_id'] },
  { table: 'notifications', columns: ['user_id'] },
  { table: 'notification_settings', columns: ['user_id'] },
  { table: 'notification_digests', columns: ['user_id'] },
  { table: 'saved_searches', columns: ['user_id'] },
  {
    table: 'saved_search_matches',
    columns: [],
    where: 'saved_search_id IN (SELECT id FROM saved_searches WHERE user_id = $1)',
  },
  {
    table: 'grant_search_matches',
    columns: [],
    where: 'saved_search_id IN (SELECT id FROM saved_searches WHERE user_id = $1)',
  },
  {
    table: 'project_search_matches',
    columns: [],
    where: 'saved_search_id IN (SELECT id FROM saved_searches WHERE user_id = $1)',
  },
  {
    table: 'talent_search_matches',
    columns: [],
    where: 'saved_search_id IN (SELECT id FROM saved_searches WHERE user_id = $1)',
  },
  { table: 'profile_audiences', columns: ['user_id'] },
  { table: 'foundations', columns: ['claimed_by', 'claim_requested_by'], omit: ['search_terms'] },
  { table: 'grant_programmes', columns: ['user_id'], omit: ['search_terms'] },
  { table: 'grant_watches', columns: ['user_id'] },
  { table: 'grant_reminders', columns: ['user_id'] },
  { table: 'grant_applications', columns: ['user_id'] },
  // issue 25: the skills profile, the projects (with their roles) and the interests
  { table: 'skill_profiles', columns: ['user_id'] },
  { table: 'projects', columns: ['user_id'], omit: ['search_terms'] },
  { table: 'project_roles', columns: [], where: 'project_id IN (SELECT id FROM projects WHERE user_id = $1)' },
  { table: 'project_interests', columns: ['user_id'] },
  { table: 'calendar_tokens', columns: ['user_id'], omit: ['token_hash', 'nonce'] },
  { table: 'deals', columns: ['party_a', 'party_b'] },
  // every version, signature and event of the user's deals: the agreement is both parties' data
  { table: 'deal_versions', columns: ['author_id'], where: OWN_DEALS },
  { table: 'deal_signatures', columns: ['signer_id'], where: OWN_DEALS },
  { table: 'deal_milestones', columns: [], where: OWN_DEALS },
  { table: 'deal_events', columns: ['actor_id'], where: OWN_DEALS },
  { table: 'deal_views', columns: ['user_id'] },
  // which offers the person viewed or contacted, kept 91 days for the owners' statistics (issue 20)
  { table: 'offer_viewers', columns: [], where: "viewer = 'u:' || $1" },
  { table: 'deal_reviews', columns: ['reviewer_id', 'reviewee_id'] },
];

/** Columns naming a user that are deliberately not exported, with the reason. */
export const NOT_EXPORTED: Record<string, string> = {
  // who blocked the caller is the blocker's data, not the caller's
  'user_blocks.blocked_id': 'den som blockerade äger uppgiften',
  // which organisations' saved searches found a person is the organisations' data (issue 25); it is erased
  // with the person's account
  'talent_search_matches.talent_id': 'organisationens sparade sökning äger uppgiften',
};
