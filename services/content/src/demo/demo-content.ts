import type { ArticleValues } from '../articles/articles.repository';
import type { NoticeValues } from '../notices/notices.repository';

const DAY = 24 * 60 * 60 * 1000;

/** A demo item: the fields it sets; the seeder gives the rest their defaults. */
type Demo<T, TDefaulted extends keyof T> = Omit<T, TDefaulted> & Partial<Pick<T, TDefaulted>>;
export type DemoArticle = Demo<ArticleValues, 'status' | 'endDate'>;
export type DemoNotice = Demo<NoticeValues, 'estimatedDuration' | 'active'>;

/** What a freshly started demo server shows: dates are relative to the first seed. */
export function demoArticles(now: number): DemoArticle[] {
  return [
    {
      slug: 'henesys-opens-its-gates',
      category: 'news',
      title: 'Henesys opens its gates',
      publishedAt: new Date(now - 14 * DAY),
      content: [
        'After two years of testing, the portal to **Maple Island** is open for everyone.',
        '',
        '- Classic v0.83 content with the quality-of-life fixes you asked for',
        '- 2x EXP, meso and drop rates for everyone, all the time',
        '- Multiple accounts are allowed: bring your mules',
        '',
        'Download the client, create an account and say hello in our Discord.',
      ].join('\n'),
    },
    {
      slug: 'patch-notes-1-1',
      category: 'update',
      title: 'Patch notes v1.1: scrolling and the Free Market',
      publishedAt: new Date(now - 7 * DAY),
      content: [
        '## Scrolling',
        '- **Scroll pity**: every failed 10% scroll on an item adds 1% to its next attempt, up to +10%.',
        '- Scrolling fees of 5 000 meso per attempt keep the market honest.',
        '',
        '## Free Market',
        '- Hired merchants now show their owner on the minimap.',
        '- Fixed a crash when two players closed a trade at the same moment.',
      ].join('\n'),
    },
    {
      slug: 'patch-notes-1-2',
      category: 'update',
      title: 'Patch notes v1.2: Mu Lung Dojo and skill caps',
      publishedAt: new Date(now - 2 * DAY),
      content: [
        '## Mu Lung Dojo',
        'All 40 floors are open from level 25; belts are awarded at the usual point thresholds.',
        '',
        '## Skills',
        'Some third-job skills have a master level of 35 but stay capped at 10, 20 or 30 until the fourth job.',
      ].join('\n'),
    },
    {
      slug: 'maple-leaf-hunt',
      category: 'event',
      status: 'active',
      title: 'Maple Leaf Hunt',
      publishedAt: new Date(now - 1 * DAY),
      endDate: new Date(now + 7 * DAY),
      content:
        'Collect Maple Leaves from any monster in Victoria Island and trade 100 of them to Cody in Henesys for a Maple Weapon box.',
    },
    {
      slug: 'jump-quest-week',
      category: 'event',
      status: 'completed',
      title: 'Jump Quest Week',
      publishedAt: new Date(now - 21 * DAY),
      endDate: new Date(now - 14 * DAY),
      content:
        "Finish the Forest of Patience and Shumi's coin quests for double rewards. Thank you to the 412 players who took part!",
    },
  ];
}

export function demoNotices(now: number): DemoNotice[] {
  return [
    {
      slug: 'launch-day',
      title: 'Launch day: login queue',
      severity: 'critical',
      content: 'The login server is busy. If you are disconnected, wait a minute before logging in again.',
      publishedAt: new Date(now - 30 * 60 * 1000),
    },
    {
      slug: 'weekly-maintenance',
      title: 'Weekly maintenance',
      severity: 'warning',
      content: 'The game will be offline on Thursday at 08:00 UTC for the weekly restart.',
      estimatedDuration: '30 minutes',
      publishedAt: new Date(now - 3 * 60 * 60 * 1000),
    },
  ];
}
