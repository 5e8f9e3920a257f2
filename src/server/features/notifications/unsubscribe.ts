// One-click unsubscribe (RFC 8058): a signed, single-purpose token naming a user and a kind of mail. It is
// the only proof the link needs (no session), so it is an HMAC with AUTH_SECRET over purpose, user and kind;
// it opens nothing else. 'digest' stands for the daily digest: it turns every kind mailed daily to 'off'.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { users } from '@server/db/schema.js';
import { badRequest } from '@server/lib/errors.js';
import { NOTIFICATION_KINDS, NOTIFICATION_KIND_LIST, type NotificationKind } from '@shared/notifications.js';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts.js';
import { getNotificationSettings, setNotificationSetting } from './notifications.service.js';

export type UnsubscribeKind = NotificationKind | 'digest';
const PURPOSE = 'samverka:unsubscribe:v1';

const sign = (secret: string, userId: string, kind: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}\n${userId}\n${kind}`).digest('base64url');

export function createUnsubscribeToken(secret: string, userId: string, kind: UnsubscribeKind): string {
  const payload = Buffer.from(`${userId}\n${kind}`, 'utf8').toString('base64url');
  return `${payload}.${sign(secret, userId, kind)}`;
}

export const unsubscribeUrl = (publicUrl: string, secret: string, userId: string, kind: UnsubscribeKind) =>
  `${publicUrl}/api/unsubscribe?token=${createUnsubscribeToken(secret, userId, kind)}`;

/** The headers every notification mail carries. */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The user and kind of a token whose signature holds; else null. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: UnsubscribeKind } | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const [userId, kind, ...extra] = Buffer.from(payload, 'base64url').toString('utf8').split('\n');
  if (!userId || !kind || extra.length > 0) return null;
  if (kind !== 'digest' && !(NOTIFICATION_KIND_LIST as string[]).includes(kind)) return null;
  const expected = Buffer.from(sign(secret, userId, kind));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind: kind as UnsubscribeKind };
}

/** Turns the token's kind of mail off; answers the Swedish confirmation. A second use changes nothing. */
export async function unsubscribe({ db, secret, token }: { db: Db; secret: string; token: string }): Promise<{
  kind: UnsubscribeKind;
  message: string;
}> {
  const read = readUnsubscribeToken(secret, token);
  if (!read) throw badRequest(NOTIFICATION_TEXTS.errors.token, 'INVALID_TOKEN');
  const { userId, kind } = read;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  // a deleted account gets no mail anyway: the link simply confirms
  if (user) {
    await db.transaction(async (tx) => {
      const settings = await getNotificationSettings(tx, userId);
      const kinds = kind === 'digest' ? NOTIFICATION_KIND_LIST.filter((k) => settings[k].email === 'daily') : [kind];
      for (const k of kinds) await setNotificationSetting(tx, userId, k, { ...settings[k], email: 'off' });
    });
  }
  const name = kind === 'digest' ? NOTIFICATION_TEXTS.digestName : NOTIFICATION_KINDS[kind];
  return { kind, message: NOTIFICATION_TEXTS.unsubscribed(name) };
}
