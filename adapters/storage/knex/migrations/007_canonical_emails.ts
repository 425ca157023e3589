import type { Knex } from 'knex';

// The fold as it was when e-mails became NFKC-folded, written out rather than imported from core
// so that this migration keeps doing exactly what it did if the canonical form changes again.
const folded = (email: string): string => email.normalize('NFKC').trim().toLowerCase();

/**
 * Sign-in folds what is typed (full-width letters, ligatures) before looking an address up, so a
 * row stored before the fold under such a spelling would no longer be found. Each is rewritten to
 * its folded form, unless another account already holds that form: rewriting would then merge two
 * people's accounts, so the pair is left for an admin to resolve.
 */
export async function up(db: Knex): Promise<void> {
  const rows: { id: string; email: string }[] = await db('users').select('id', 'email');
  const taken = new Set(rows.map((row) => row.email));
  for (const row of rows) {
    const canonical = folded(row.email);
    if (canonical === row.email || taken.has(canonical)) continue;
    await db('users').where({ id: row.id }).update({ email: canonical });
    taken.add(canonical);
  }
}

/** Nothing to undo: a folded address is valid under the earlier rule too, and the original spellings are gone. */
export async function down(): Promise<void> {}
