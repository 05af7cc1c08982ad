// API tokens: random, shown once, stored only as their SHA-256, revocable.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './db/types.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const USER = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Creates a token for `user` (creating the user on first use); returns the token in clear, once. */
export async function createToken(
  db: Kysely<Database>,
  user: string,
  label: string,
  now = new Date(),
): Promise<{ id: string; token: string }> {
  if (!USER.test(user) || user.length > 64) throw new Error(`"${user.slice(0, 80)}" is not a user name (kebab-case)`);
  const id = randomBytes(8).toString('hex');
  const token = `rs_${randomBytes(32).toString('base64url')}`;
  const at = now.toISOString();
  await db.transaction().execute(async (tx) => {
    const existing = await tx.selectFrom('users').select('name').where('name', '=', user).executeTakeFirst();
    if (!existing) {
      await tx.insertInto('users').values({ name: user, created_at: at }).execute();
      // A new user owns the scope of its own name (@user/…) unless someone claimed it first.
      await tx
        .insertInto('scopes')
        .values({ name: user, owner: user, created_at: at })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    }
    await tx
      .insertInto('tokens')
      .values({
        id,
        user_name: user,
        label: label.slice(0, 200),
        hash: hashOf(token),
        created_at: at,
        revoked_at: null,
      })
      .execute();
  });
  return { id, token };
}

/** The user a live token acts for, or null (unknown or revoked). */
export async function userOfToken(db: Kysely<Database>, token: string): Promise<{ user: string; id: string } | null> {
  const row = await db
    .selectFrom('tokens')
    .select(['id', 'user_name'])
    .where('hash', '=', hashOf(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? { user: row.user_name, id: row.id } : null;
}

/** Revokes a token of `user`; false when it is not theirs or already revoked. */
export async function revokeToken(db: Kysely<Database>, user: string, id: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('tokens')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_name', '=', user)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
