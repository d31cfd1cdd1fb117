import { useMemo, useState } from 'react';
import { avatarUrl, type RankingEntry } from '@henesys/contracts';

/** The name's first letter, shown when no avatar service answers (SPEC §7). */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

/**
 * A character's avatar from the configured image services, tried in turn: when one fails to load
 * the next is asked; after the last, the name's first letter. Decorative: the name is beside it.
 * The parent keys it by character, so a new row starts again with the first service.
 */
export function RankingAvatar({ entry, templates }: { entry: RankingEntry; templates: readonly string[] }) {
  const [attempt, setAttempt] = useState(0);
  const urls = useMemo(() => templates.map((template) => avatarUrl(template, entry)), [templates, entry]);
  const url = urls[attempt];
  if (!url) {
    return (
      <span className="ranking-avatar ranking-avatar--letter" aria-hidden="true">
        {initialOf(entry.name)}
      </span>
    );
  }
  return (
    <img
      key={url}
      className="ranking-avatar"
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setAttempt((current) => current + 1)}
    />
  );
}
