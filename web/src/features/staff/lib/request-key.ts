type RandomSource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/** A random key for a request the server must carry out once (crypto.randomUUID where the page may use it). */
export function randomKey(source: RandomSource = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  // randomUUID exists only in secure contexts (HTTPS, localhost): a version 4 UUID of the same random bits otherwise.
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface KeyKeeper {
  /** The key of the form as it is now: the same one until the form changes or a send succeeds. */
  current(): string;
  /** After a success or a change of the form: the next send gets a new key. */
  renew(): void;
}

/** One key per form fill, so a retry or a double click repeats the same request, which the server delivers once. */
export function createKeyKeeper(newKey: () => string = randomKey): KeyKeeper {
  let key: string | null = null;
  return {
    current: () => (key ??= newKey()),
    renew: () => {
      key = null;
    },
  };
}
