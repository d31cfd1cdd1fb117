import { lineCount } from './ranking-source';

describe('lineCount', () => {
  it('counts newline-separated lines, multi-byte names included, none in an empty text', () => {
    expect(lineCount(Buffer.from(''))).toBe(0);
    expect(lineCount(Buffer.from('1\tTara'))).toBe(1);
    expect(lineCount(Buffer.from('1\tTara\n2\tYupyo\n3\t하늘'))).toBe(3);
    expect(lineCount(Buffer.from('1\tTara\n'))).toBe(2);
  });
});
