import { createReadStream } from 'node:fs';

/** A value node of the game's XML (`<int name="level" value="1"/>`), with the names of the nodes it sits in. */
export interface WzValue {
  /** The `name` of every enclosing node, the file's root first: ['0100100.img', 'info'] (valid during the call only: copy what you keep). */
  path: readonly string[];
  name: string;
  value: string;
}

export class WzXmlError extends Error {}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const ATTRIBUTE = /([A-Za-z_][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const TAG = /^<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>$/;

function decode(text: string): string {
  return text.includes('&')
    ? text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
        if (entity[0] === '#')
          return String.fromCodePoint(
            entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)),
          );
        return ENTITIES[entity] ?? whole;
      })
    : text;
}

function nameOf(attributes: string): string | undefined {
  for (const [, key, double, single] of attributes.matchAll(ATTRIBUTE))
    if (key === 'name') return decode(double ?? single);
  return undefined;
}

function valueOf(attributes: string): string | undefined {
  for (const [, key, double, single] of attributes.matchAll(ATTRIBUTE))
    if (key === 'value') return decode(double ?? single);
  return undefined;
}

/** Where a tag that starts at `from` ends (its `>` outside quotes), or -1 when the text has no end for it yet. */
function tagEnd(text: string, from: number): number {
  let quote = '';
  for (let i = from + 1; i < text.length; i += 1) {
    const char = text[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return i;
  }
  return -1;
}

/**
 * Reads one of the game's XML files as a stream, chunk by chunk, and hands every value node to `visit`
 * with its path: memory stays at one chunk and the open nodes, whatever the file's size. The files are
 * elements with attributes only (no text), so anything else (text, unclosed or mismatched tags, a
 * truncated file) is refused with a WzXmlError naming the line. `visit` returning false stops the read.
 */
export async function readWzValues(file: string, visit: (value: WzValue) => boolean | void): Promise<void> {
  const stack: Array<{ tag: string; name: string }> = [];
  const path: string[] = [];
  let rest = '';
  let line = 1;
  let rootSeen = false;
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 });
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      const text = rest + chunk;
      let at = 0;
      for (;;) {
        const open = text.indexOf('<', at);
        const between = text.slice(at, open < 0 ? text.length : open);
        if (/[^\s\uFEFF]/.test(between)) throw new WzXmlError(`unexpected text at line ${line}`);
        if (open < 0) {
          line += countLines(between);
          at = text.length;
          break;
        }
        const end = text.startsWith('<?', open)
          ? text.indexOf('?>', open) + 1
          : text.startsWith('<!--', open)
            ? text.indexOf('-->', open) + 2
            : tagEnd(text, open);
        if (end <= 0) break;
        line += countLines(between);
        const tag = text.slice(open, end + 1);
        at = end + 1;
        if (tag[1] !== '?' && tag[1] !== '!') {
          const parts = TAG.exec(tag);
          if (!parts) throw new WzXmlError(`malformed tag at line ${line}`);
          const [, closing, element, attributes, selfClosing] = parts;
          if (closing) {
            const top = stack.pop();
            if (!top || top.tag !== element) throw new WzXmlError(`unexpected </${element}> at line ${line}`);
            path.pop();
          } else {
            if (stack.length === 0 && rootSeen) throw new WzXmlError(`a second root element at line ${line}`);
            rootSeen = true;
            const name = nameOf(attributes) ?? '';
            const value = valueOf(attributes);
            if (value !== undefined && visit({ path, name, value }) === false) return;
            if (!selfClosing) {
              stack.push({ tag: element, name });
              path.push(name);
            }
          }
        }
        line += countLines(tag);
      }
      rest = text.slice(at);
    }
  } finally {
    stream.destroy();
  }
  if (rest.trim() !== '' || stack.length > 0)
    throw new WzXmlError(`the file ends inside <${stack.at(-1)?.tag ?? '?'}>`);
  if (!rootSeen) throw new WzXmlError('no element in the file');
}

function countLines(text: string): number {
  let lines = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines += 1;
  return lines;
}
