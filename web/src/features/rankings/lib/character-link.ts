/** The page of a ranked character (/characters/{name}), its name encoded as one path segment. */
export function characterPath(name: string): string {
  return `/characters/${encodeURIComponent(name)}`;
}
