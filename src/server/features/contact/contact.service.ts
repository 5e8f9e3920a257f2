import type { Db } from '@server/db/client.js';
import { contactMessages } from '@server/db/schema.js';
import type { TContactMessage } from '@shared/schemas/contact.js';

export async function createContactMessage({ db, input }: { db: Db; input: TContactMessage }) {
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  return row;
}
