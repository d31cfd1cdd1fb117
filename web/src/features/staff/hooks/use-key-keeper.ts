import { useRef } from 'react';
import { createKeyKeeper, type KeyKeeper } from '../lib/request-key';

/** The form's request key, kept across renders (see createKeyKeeper). */
export function useKeyKeeper(): KeyKeeper {
  const keeper = useRef<KeyKeeper | null>(null);
  keeper.current ??= createKeyKeeper();
  return keeper.current;
}
