import { useMemo, useState } from 'react';
import { type AvatarLook, avatarUrl } from '@henesys/contracts';
import './ranking-avatar.css';

/** The name's first letter, shown when no avatar service answers (SPEC §7). */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

/**
 * A character's avatar from the configured image services, tried in turn: when one fails to load
 * the next is asked; after the last, the name's first letter. Decorative: the name is beside it.
 * The parent keys it by character, so a new row starts again with the first service. `large`: the
 * character page's size.
 */
export function RankingAvatar({
  entry,
  templates,
  large = false,
}: {
  entry: AvatarLook;
  templates: readonly string[];
  large?: boolean;
}) {
  const [attempt, setAttempt] = useState(0);
  const urls = useMemo(() => templates.map((template) => avatarUrl(template, entry)), [templates, entry]);
  const url = urls[attempt];
  const className = large ? 'ranking-avatar ranking-avatar--large' : 'ranking-avatar';
  if (!url) {
    return (
      <span className={`${className} ranking-avatar--letter`} aria-hidden="true">
        {initialOf(entry.name)}
      </span>
    );
  }
  return (
    <img
      key={url}
      className={className}
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setAttempt((current) => current + 1)}
    />
  );
}
