const MAX_ID = 2_147_483_647;

export interface DonationSearch {
  /** An ILIKE pattern finding the words anywhere, wildcards in them taken literally. */
  pattern: string;
  /** The donation id the words name ('42' or '#42'), or null. */
  id: number | null;
}

/** The Donations Manager's search words as SQL parameters; null when there are none. */
export function donationSearch(search: string | undefined): DonationSearch | null {
  const words = search?.trim();
  if (!words) return null;
  const digits = /^#?(\d{1,10})$/.exec(words)?.[1];
  const id = digits !== undefined && Number(digits) <= MAX_ID ? Number(digits) : null;
  return { pattern: `%${words.replace(/[\\%_]/g, '\\$&')}%`, id };
}
