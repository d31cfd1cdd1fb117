import {
  CATEGORY_PATH,
  type ArticleCategory,
  type ArticleStatus,
  type NewsItem,
  type NewsResponse,
} from '@henesys/contracts';

/**
 * What home shows when GET /api/news fails (SPEC §8 'News load'): built-in sample items and a sample
 * critical notice. All samples live in this one file. Dates are relative to `now` (the failure), and
 * no sample event is active: home never counts down to an event the server did not announce.
 */
const DAY = 24 * 60 * 60 * 1000;
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

interface Sample {
  id: number;
  category: ArticleCategory;
  slug: string;
  title: string;
  html: string;
  daysAgo: number;
  status?: ArticleStatus;
  endedDaysAgo?: number;
}

const SAMPLES: readonly Sample[] = [
  {
    id: -1,
    category: 'update',
    slug: 'sample-quality-of-life',
    title: 'Quality-of-life changes',
    html: '<p>Faster respawns in training maps, <strong>scroll pity</strong> on failed 10% scrolls and a cleaner Free Market.</p>',
    daysAgo: 2,
  },
  {
    id: -2,
    category: 'update',
    slug: 'sample-balance-patch',
    title: 'Balance patch for every job',
    html: '<p>Fixes for Aran combos, Cygnus skill caps and Pirate ammunition. Full notes on our community server.</p>',
    daysAgo: 9,
  },
  {
    id: -3,
    category: 'news',
    slug: 'sample-welcome',
    title: 'Welcome to Henesys',
    html: '<p>The classic v83 experience with the comforts you deserve. Create an account, download the client and join us!</p>',
    daysAgo: 14,
  },
  {
    id: -4,
    category: 'event',
    slug: 'sample-maple-festival',
    title: 'Maple Festival',
    html: '<p>Hunt for golden maple leaves all over Victoria Island and trade them for festival prizes.</p>',
    daysAgo: 30,
    status: 'completed',
    endedDaysAgo: 23,
  },
];

function toItem(sample: Sample, now: number): NewsItem {
  const date = new Date(now - sample.daysAgo * DAY);
  const end = sample.endedDaysAgo === undefined ? null : new Date(now - sample.endedDaysAgo * DAY);
  return {
    id: sample.id,
    title: sample.title,
    date: date.toISOString(),
    formatted_date: DATE_FORMAT.format(date),
    content: sample.html,
    link: `/${CATEGORY_PATH[sample.category]}/${sample.slug}`,
    category: sample.category,
    status: sample.status ?? 'active',
    end_date: end?.toISOString() ?? null,
    formatted_end_date: end ? DATE_FORMAT.format(end) : null,
  };
}

export function sampleContent(now: Date): NewsResponse {
  const at = now.getTime();
  const items = SAMPLES.map((sample) => toItem(sample, at));
  return {
    events: items.filter((item) => item.category === 'event'),
    updates: items.filter((item) => item.category === 'update'),
    news: items.filter((item) => item.category === 'news'),
    notices: [
      {
        id: -10,
        title: 'News are temporarily unavailable',
        date: now.toISOString(),
        formatted_date: DATE_FORMAT.format(now),
        content:
          'We could not reach the news service. The items below are examples; please check back in a few minutes.',
        link: null,
        severity: 'critical',
        estimated_duration: null,
      },
    ],
  };
}
