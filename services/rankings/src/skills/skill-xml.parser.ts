import { Skill } from '@henesys/contracts';
import { XMLParser } from 'fast-xml-parser';

interface XmlString {
  name?: string;
  value?: string;
}

interface XmlDir {
  name?: string;
  imgdir?: XmlDir[];
  string?: XmlString[];
}

export interface ParsedSkillFile {
  /** Every entry with a name, in file order, first occurrence of an id kept. */
  skills: Skill[];
  /** Entries with a bookName (3-4 digit job ids): skill books, not skills. */
  books: number;
  /** Ids seen again after their first entry. */
  duplicates: string[];
  /** Entries with neither a name nor a bookName. */
  skipped: string[];
}

export class SkillFileError extends Error {}

const LEVEL_KEY = /^h\d+$/;

/**
 * Reads the game's String.wz/Skill.img.xml: `<imgdir name="ID">` per skill with `<string>` children
 * name, desc and h1..hN (the per-level text). Ids stay strings, so Beginner ids keep their leading
 * zeros ('0001000'); values keep the game's own `\n` and `#c...#` markup for the web to render.
 */
export function parseSkillXml(xml: string): ParsedSkillFile {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseAttributeValue: false,
    parseTagValue: false,
    trimValues: false,
    isArray: (name) => name === 'imgdir' || name === 'string',
  });
  let document: { imgdir?: XmlDir[] };
  try {
    document = parser.parse(xml, true) as { imgdir?: XmlDir[] };
  } catch (error) {
    throw new SkillFileError(`Not a valid XML file: ${error instanceof Error ? error.message : String(error)}`);
  }
  const root = document.imgdir?.[0];
  if (!root || document.imgdir?.length !== 1)
    throw new SkillFileError('Not a Skill.img.xml: expected one root <imgdir name="Skill.img">');

  const result: ParsedSkillFile = { skills: [], books: 0, duplicates: [], skipped: [] };
  const seen = new Set<string>();
  for (const entry of root.imgdir ?? []) {
    const id = String(entry.name ?? '');
    const strings = new Map((entry.string ?? []).map((item) => [String(item.name ?? ''), String(item.value ?? '')]));
    if (strings.has('bookName')) {
      result.books += 1;
      continue;
    }
    const name = strings.get('name');
    if (!id || name === undefined) {
      result.skipped.push(id);
      continue;
    }
    if (seen.has(id)) {
      result.duplicates.push(id);
      continue;
    }
    seen.add(id);
    const levels: Record<string, string> = {};
    for (const [key, value] of [...strings]
      .filter(([key]) => LEVEL_KEY.test(key))
      .sort(([a], [b]) => Number(a.slice(1)) - Number(b.slice(1)))) {
      levels[key] = value;
    }
    result.skills.push({ id, name, desc: strings.get('desc') ?? '', levels });
  }
  return result;
}
