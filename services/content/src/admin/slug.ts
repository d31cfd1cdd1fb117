/** 'Patch notes v1.2: Mu Lung!' → 'patch-notes-v1-2-mu-lung'. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return slug || 'post';
}

/** The slug itself, then slug-2, slug-3, ...: candidates for a unique slug. */
export function* slugCandidates(base: string): Generator<string> {
  yield base;
  for (let n = 2; n < 1000; n += 1) yield `${base}-${n}`;
}
