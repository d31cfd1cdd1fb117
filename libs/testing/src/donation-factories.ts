/** A pg Client or Pool (`{ rows }`) or a TypeORM DataSource (the rows themselves). */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

export interface DonationSpec {
  owner: { id: number; username: string; email?: string };
  /** A catalogue package id (`nx5`, `gold`...); default `nx5`. */
  packageId?: string;
  /** Default: the package id, as the tests that read it expect. */
  packageName?: string;
  paymentMethod?: string;
  /** The Founder Pack's character; its presence makes the row a Founder Pack (`is_founder`). */
  characterName?: string | null;
  amountUsd?: number;
  status?: 'pending' | 'completed' | 'rejected' | 'cancelled';
  /** Minutes since its last change (the reconciler's grace reads `updated_at`); default now. */
  updatedMinutesAgo?: number;
  count?: number;
}

/**
 * Donations written straight into the donations service's table, in id order (submitting is the
 * routes' own business, tested where they are): the test data of the delivery and admin tests.
 */
export async function insertDonations(db: Queryable, spec: DonationSpec): Promise<number[]> {
  const packageId = spec.packageId ?? 'nx5';
  const characterName = spec.characterName ?? null;
  const result = await db.query(
    `INSERT INTO donations.donations (user_id, username, email, package_id, package_name, is_founder, character_name,
       amount_usd, payment_method, status, updated_at)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() - make_interval(mins => $11) FROM generate_series(1, $12)
     RETURNING id`,
    [
      spec.owner.id,
      spec.owner.username,
      spec.owner.email ?? 'x@example.com',
      packageId,
      spec.packageName ?? packageId,
      characterName !== null,
      characterName,
      spec.amountUsd ?? 10,
      spec.paymentMethod ?? 'paypal',
      spec.status ?? 'pending',
      spec.updatedMinutesAgo ?? 0,
      spec.count ?? 1,
    ],
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ id: number }>;
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
