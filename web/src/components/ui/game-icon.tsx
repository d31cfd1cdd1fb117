import { useState } from 'react';
import { classNames } from './class-names';
import './game-icon.css';

/** The name's first letter, as the rankings' avatars fall back to (SPEC §7). */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

/**
 * A game image (an item's icon, a monster) from the configured image service; when there is none or
 * it fails to load, a framed first letter of the name of the same size keeps the layout. Decorative:
 * the name is always beside it.
 */
export function GameIcon({
  name,
  src,
  size = 32,
  className,
}: {
  name: string;
  src: string | null | undefined;
  size?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size };
  if (!src || failed === src) {
    return (
      <span className={classNames('game-icon game-icon--fallback', className)} style={style} aria-hidden="true">
        {initialOf(name)}
      </span>
    );
  }
  return (
    <img
      className={classNames('game-icon', className)}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(src)}
    />
  );
}
