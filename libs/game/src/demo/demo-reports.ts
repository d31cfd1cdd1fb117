import type { GameQueries } from '../game-database';

/** Reports as the game's report dialog writes them (ReportHandler): character ids, reason byte, chat log, description. */
const DEMO_REPORTS = [
  { reporter: 'MapleHero', reason: 0, chatlog: '', description: 'Teleporting around Ant Tunnel killing everything' },
  {
    reporter: 'Shroomie',
    reason: 4,
    chatlog: 'them : give me your mesos or i will kill steal all day\nShroomie : please stop',
    description: 'Harassing me in Henesys Hunting Ground',
  },
];

/**
 * Two open in-game reports against demo characters for the staff console's queue, once (only while the
 * `reports` table is empty). For the demo game database the site manages, never a real server's.
 */
export async function seedDemoReports(db: GameQueries): Promise<number> {
  const [{ n }] = await db.rows<{ n: number }>('SELECT COUNT(*) AS n FROM reports');
  if (Number(n) > 0) return 0;
  const victims = await db.rows<{ id: number }>(
    "SELECT c.id FROM characters c JOIN accounts a ON a.id = c.accountid WHERE a.`name` LIKE 'demo%' AND a.banned = 0 ORDER BY c.id LIMIT 2",
  );
  let added = 0;
  for (const [index, report] of DEMO_REPORTS.entries()) {
    const victim = victims[index];
    if (!victim) break;
    const result = await db.execute(
      'INSERT INTO reports (reporterid, victimid, reason, chatlog, description) SELECT id, ?, ?, ?, ? FROM characters WHERE `name` = ?',
      [victim.id, report.reason, report.chatlog, report.description, report.reporter],
    );
    added += result.affectedRows;
  }
  return added;
}
