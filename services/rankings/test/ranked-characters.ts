import { NO_TEMPBAN, type GameDatabase } from '@henesys/game';

export interface PinnedAccount {
  name: string;
  banned?: number;
  tempbanDays?: number;
}

export interface PinnedCharacter {
  account: string;
  name: string;
  level: number;
  exp?: number;
  fame?: number;
  job: number;
  gm?: number;
  /** Days since the last exp gain (who reached the level first). */
  ago?: number;
  guildid?: number;
  /** gender, skin colour, face, hair */
  look?: [number, number, number, number];
}

/** Accounts and characters with Cosmic's column names; answers each character's id by name. */
export async function addCharacters(
  game: GameDatabase,
  accounts: PinnedAccount[],
  characters: PinnedCharacter[],
): Promise<Map<string, number>> {
  for (const account of accounts) {
    const tempban =
      account.tempbanDays === undefined
        ? NO_TEMPBAN
        : new Date(Date.now() + account.tempbanDays * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    await game.execute('INSERT INTO accounts (`name`, password, banned, tempban) VALUES (?, ?, ?, ?)', [
      account.name,
      'x',
      account.banned ?? 0,
      tempban,
    ]);
  }
  for (const c of characters) {
    const [gender, skincolor, face, hair] = c.look ?? [0, 0, 20000, 30000];
    await game.execute(
      `INSERT INTO characters (accountid, \`name\`, level, exp, fame, job, gm, guildid, gender, skincolor, face, hair, lastExpGainTime)
       SELECT id, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NOW() - INTERVAL ? DAY FROM accounts WHERE \`name\` = ?`,
      [
        c.name,
        c.level,
        c.exp ?? 0,
        c.fame ?? 0,
        c.job,
        c.gm ?? 0,
        c.guildid ?? 0,
        gender,
        skincolor,
        face,
        hair,
        c.ago ?? 1,
        c.account,
      ],
    );
  }
  const rows = await game.rows<{ id: number; name: string }>('SELECT id, `name` FROM characters WHERE `name` IN (?)', [
    characters.map((c) => c.name),
  ]);
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Items in the game's layout: [type, inventorytype, position, itemid]; worn = type 1, inventorytype -1, position -slot (cash: -100 - slot). */
export async function addItems(
  game: GameDatabase,
  characterId: number,
  items: Array<[number, number, number, number]>,
): Promise<void> {
  await game.execute(
    'INSERT INTO inventoryitems (type, characterid, itemid, inventorytype, position, quantity, owner, flag, giftFrom) VALUES ?',
    [
      items.map(([type, inventorytype, position, itemid]) => [
        type,
        characterId,
        itemid,
        inventorytype,
        position,
        1,
        '',
        0,
        '',
      ]),
    ],
  );
}
