/**
 * Break-glass administration from the command line, for when nobody can sign in as an admin:
 * `grant EMAIL` makes an existing account super admin (audited, actor "cli"); `list` prints every
 * admin record; `two-factor-off EMAIL` turns off the two-factor sign-in of an account whose owner
 * lost both the authenticator and the backup codes (audited). Works on whichever database the
 * configuration names.
 */
import { eq } from 'drizzle-orm';
import { normalizeEmail } from '@pintrip/shared';
import type { Db } from '../db/client.js';
import { twoFactors, users } from '../db/schema.js';
import { createAdminRepository } from '../modules/admin/admin.repository.js';

export const usage = 'usage: npm run admin -- grant EMAIL | two-factor-off EMAIL | list';

/** Runs one command; returns the process exit code. Output goes through `print`. */
export async function runAdminCommand(db: Db, args: readonly string[], print: (line: string) => void) {
  const [command, ...rest] = args;
  if (command === 'list' && rest.length === 0) {
    const rows = await createAdminRepository(db).listAdmins();
    if (rows.length === 0) print('no administrators');
    for (const row of rows) {
      const rights = row.isSuperAdmin ? 'super admin' : row.isAdmin ? 'admin' : 'no rights';
      print(`${row.email}\t${rights}\t${row.userId}\t${row.createdAt.toISOString()}`);
    }
    return 0;
  }
  if (command === 'grant' && rest.length === 1 && rest[0]?.includes('@')) {
    const email = normalizeEmail(rest[0]);
    const granted = await db.transaction(async (tx) => {
      const admin = createAdminRepository(tx as unknown as Db);
      const user = await admin.findUserByEmail(email);
      if (!user) return null;
      const before = await admin.findUser(user.id, true);
      await admin.setRights(user.id, { isAdmin: true, isSuperAdmin: true });
      await admin.insertAudit({
        actorId: null,
        actorEmail: 'cli',
        action: 'admin.update',
        targetType: 'user',
        targetId: user.id,
        targetLabel: user.email,
        before: { is_admin: Boolean(before?.isAdmin), is_super_admin: Boolean(before?.isSuperAdmin) },
        after: { is_admin: true, is_super_admin: true },
      });
      return user;
    });
    if (!granted) {
      print(`no account with the email ${email}: sign up first`);
      return 1;
    }
    print(`${granted.email} is now a super admin`);
    return 0;
  }
  if (command === 'two-factor-off' && rest.length === 1 && rest[0]?.includes('@')) {
    const email = normalizeEmail(rest[0]);
    const changed = await db.transaction(async (tx) => {
      const admin = createAdminRepository(tx as unknown as Db);
      const user = await admin.findUserByEmail(email);
      if (!user) return null;
      const [before] = await tx
        .select({ enabled: users.twoFactorEnabled })
        .from(users)
        .where(eq(users.id, user.id));
      await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id));
      await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, user.id));
      await admin.insertAudit({
        actorId: null,
        actorEmail: 'cli',
        action: 'user.two_factor_off',
        targetType: 'user',
        targetId: user.id,
        targetLabel: user.email,
        before: { two_factor_enabled: Boolean(before?.enabled) },
        after: { two_factor_enabled: false },
      });
      return user;
    });
    if (!changed) {
      print(`no account with the email ${email}`);
      return 1;
    }
    print(
      `${changed.email} signs in with the password alone again; two-factor sign-in can be turned on anew`,
    );
    return 0;
  }
  print(usage);
  return 2;
}
