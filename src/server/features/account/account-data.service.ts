// The caller's own data (issue 15 §6, GDPR art. 15/17/20): one JSON export of every table in PERSONAL_DATA,
// and the erasure of the account. An erased account keeps only its random id in `users` (deleted_at set,
// no address, no name), so the messages it sent stay with their recipients, shown from 'Borttagen användare'.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Deps } from '@server/context.js';
import { offers } from '@server/db/schema.js';
import { eq } from 'drizzle-orm';
import { AppError, badRequest } from '@server/lib/errors.js';
import { deleteOfferById } from '@server/features/offers/offers.service.js';
import { getSubscriptionRow, rowIsActive } from '@server/features/billing/subscription.service.js';
import { ProviderError } from '@server/adapters/billing/types.js';
import { DELETE_ACCOUNT_TEXTS } from '@shared/account-texts.js';
import { PERSONAL_DATA } from './personal-data.js';

/** The name shown for the sender of messages whose account is erased. */
export const DELETED_USER_NAME = 'Borttagen användare';

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every row of every table in PERSONAL_DATA that names the user, secrets left out. */
export async function exportUserData(deps: Deps, userId: string) {
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const { table, columns, omit = [], where: other } of PERSONAL_DATA) {
    const where = [...columns.map((c) => `${quoteIdent(c)} = $1`), ...(other ? [other] : [])].join(' OR ');
    const rows = await deps.database.query<Record<string, unknown>>(
      `SELECT * FROM ${quoteIdent(table)} WHERE ${where}`,
      [userId],
    );
    tables[table] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !omit.includes(k))));
  }
  return { exported_at: new Date().toISOString(), format: 'samverka-export-1', user_id: userId, tables };
}

/** A Premium subscription is cancelled with the payment provider before anything is deleted. */
async function cancelPremium(deps: Deps, userId: string) {
  const row = await getSubscriptionRow({ db: deps.db, userId });
  if (!row || !rowIsActive(row) || row.cancelAtPeriodEnd || row.provider !== 'stripe') return;
  if (deps.billing.name !== 'stripe' || !row.subscriptionId) {
    throw new AppError('CANCEL_FAILED', 502, DELETE_ACCOUNT_TEXTS.cancelFailed);
  }
  try {
    await deps.billing.cancelAtPeriodEnd({ subscriptionId: row.subscriptionId });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    deps.log.warn({ err: error, userId }, 'account deletion: cancel failed');
    throw new AppError('CANCEL_FAILED', 502, DELETE_ACCOUNT_TEXTS.cancelFailed);
  }
}

/**
 * Erases the account: the subscription is cancelled first, then its offers (with their images) go, then in
 * one transaction every row of the user and every copy of the address and the name; the users row stays as
 * an empty tombstone so the messages it sent keep their sender id.
 */
export async function eraseAccount(
  deps: Deps,
  user: { id: string; email: string; username: string | null },
): Promise<void> {
  await cancelPremium(deps, user.id);
  const own = await deps.db.select({ id: offers.id }).from(offers).where(eq(offers.userId, user.id));
  for (const offer of own) await deleteOfferById({ deps, id: offer.id });
  const uploads = await deps.database.query<{ key: string }>('SELECT key FROM uploads WHERE user_id = $1', [user.id]);
  const [profile] = await deps.database.query<{ username: string; full_name: string | null; logo_url: string | null }>(
    'SELECT username, full_name, logo_url FROM profiles WHERE id = $1',
    [user.id],
  );
  const names = [...new Set([user.username, profile?.username, profile?.full_name].filter((n): n is string => !!n))];
  const email = user.email.toLowerCase();
  await deps.db.transaction(async (tx) => {
    const id = user.id;
    await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM accounts WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM two_factors WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM verifications WHERE value = ${id} OR identifier ILIKE ${'%' + email + '%'}`);
    await tx.execute(sql`DELETE FROM profiles WHERE id = ${id}`);
    await tx.execute(sql`DELETE FROM favorites WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM contacts WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM user_blocks WHERE blocker_id = ${id} OR blocked_id = ${id}`);
    await tx.execute(sql`DELETE FROM reports WHERE reporter_id = ${id}`);
    await tx.execute(sql`DELETE FROM subscriptions WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM billing_checkout_sessions WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM offer_rejections WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM offer_revisions WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM uploads WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM notifications WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM notification_settings WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM notification_digests WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM saved_searches WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM profile_audiences WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM calendar_tokens WHERE user_id = ${id}`);
    // the foundation's programmes go (with the applications to them); the register entry stays, unclaimed
    await tx.execute(sql`DELETE FROM grant_programmes WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM grant_watches WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM grant_reminders WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM grant_applications WHERE user_id = ${id}`);
    // the skills profile, the interests and the projects (their roles and the interests in them go along)
    await tx.execute(sql`DELETE FROM skill_profiles WHERE user_id = ${id}`);
    // which saved talent searches found the person goes with the person (the searches' counts drop)
    await tx.execute(sql`DELETE FROM talent_search_matches WHERE talent_id = ${id}`);
    await tx.execute(sql`DELETE FROM project_interests WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM projects WHERE user_id = ${id}`);
    await tx.execute(sql`UPDATE foundations SET claimed_by = NULL WHERE claimed_by = ${id}`);
    await tx.execute(sql`UPDATE foundations SET claim_requested_by = NULL WHERE claim_requested_by = ${id}`);
    await tx.execute(sql`DELETE FROM deal_views WHERE user_id = ${id}`);
    // which offers the person viewed or contacted: the visits stay counted in the owners' statistics (unique
    // viewers, type, county) under a random stand-in that leads back to nobody
    await tx.execute(sql`UPDATE offer_viewers SET viewer = ${`x:${randomUUID()}`} WHERE viewer = ${`u:${id}`}`);
    // reviews of this user go with the profile; the reviews it wrote stay, from 'Borttagen användare'
    await tx.execute(sql`DELETE FROM deal_reviews WHERE reviewee_id = ${id}`);
    // a signed deal stays with the other party as signed: the signature keeps its version hash and time,
    // the signer's address and device go, and the name (below) becomes 'Borttagen användare'
    await tx.execute(sql`UPDATE deal_signatures SET ip = '', user_agent = '' WHERE signer_id = ${id}`);
    // copies of the address: mails to it, contact-form messages from it, sign-in counters keyed by it
    await tx.execute(sql`DELETE FROM mail_outbox WHERE lower(recipient) = ${email}`);
    await tx.execute(sql`DELETE FROM contact_messages WHERE lower(email) = ${email}`);
    await tx.execute(sql`DELETE FROM rate_limits WHERE lower(key) LIKE ${'%' + email}`);
    // the name in what others were told about this user (system-written text only)
    for (const name of names) {
      await tx.execute(sql`UPDATE deal_signatures SET name = replace(name, ${name}, ${DELETED_USER_NAME})
        WHERE signer_id = ${id} AND name LIKE ${'%' + name + '%'}`);
      for (const table of ['deal_versions', 'deal_events'] as const) {
        const column = table === 'deal_versions' ? sql.raw('terms') : sql.raw('data');
        await tx.execute(sql`UPDATE ${sql.raw(table)}
          SET ${column} = replace(${column}::text, ${name}, ${DELETED_USER_NAME})::jsonb
          WHERE deal_id IN (SELECT id FROM deals WHERE party_a = ${id} OR party_b = ${id})
            AND ${column}::text LIKE ${'%' + name + '%'}`);
      }
      await tx.execute(sql`UPDATE notifications
        SET title = replace(title, ${name}, ${DELETED_USER_NAME}), body = replace(body, ${name}, ${DELETED_USER_NAME}),
            data = replace(data::text, ${name}, ${DELETED_USER_NAME})::jsonb
        WHERE title LIKE ${'%' + name + '%'} OR body LIKE ${'%' + name + '%'} OR data::text LIKE ${'%' + name + '%'}`);
    }
    await tx.execute(sql`UPDATE users SET name = '', email = ${`borttagen-${id}@konto.invalid`},
        email_verified = false, image = NULL, username = NULL, user_type = NULL, role = 'user',
        two_factor_enabled = false, deleted_at = now(), updated_at = now()
      WHERE id = ${id}`);
  });
  const logoKey = profile?.logo_url ? deps.storage.keyFromUrl(profile.logo_url) : null;
  for (const { key } of [...uploads, ...(logoKey ? [{ key: logoKey }] : [])]) {
    await deps.storage.delete(key).catch((err: unknown) => deps.log.warn({ err, key }, 'could not delete upload'));
  }
}

/** The typed confirmation a deletion needs. */
export function assertConfirmation(confirmation: string) {
  if (confirmation.trim().toUpperCase() !== DELETE_ACCOUNT_TEXTS.confirmWord) {
    throw badRequest(DELETE_ACCOUNT_TEXTS.confirmationWrong, 'CONFIRMATION_REQUIRED');
  }
}
