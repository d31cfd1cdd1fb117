import { skillTextLines } from './skill-text';

const plain = (text: string) => ({ text, highlight: false });
const marked = (text: string) => ({ text, highlight: true });

describe('skillTextLines', () => {
  it('breaks lines at the two characters \\n and \\r\\n', () => {
    expect(skillTextLines('[Master Level : 3]\\nHurls snail shells.')).toEqual([[plain('[Master Level : 3]')], [plain('Hurls snail shells.')]]);
    expect(skillTextLines('For every attack,\\r\\nabsorb MP.')).toEqual([[plain('For every attack,')], [plain('absorb MP.')]]);
  });

  it('highlights #c...# runs', () => {
    expect(skillTextLines('Recover HP. \\n#cTerms between skills : 10 min.#')).toEqual([[plain('Recover HP. ')], [marked('Terms between skills : 10 min.')]]);
    expect(skillTextLines('after #cTriple Swing#.')).toEqual([[plain('after '), marked('Triple Swing'), plain('.')]]);
  });

  it('reads \\# as the end of a highlight', () => {
    expect(skillTextLines('[command : #cArrow Key : attck\\#]')).toEqual([[plain('[command : '), marked('Arrow Key : attck'), plain(']')]]);
  });

  it('drops other # markers and keeps their text plain', () => {
    expect(skillTextLines('twice. #Available until: 06-08-2009 at 00 hour#')).toEqual([[plain('twice. '), plain('Available until: 06-08-2009 at 00 hour')]]);
  });

  it('keeps a highlight open across a line break', () => {
    expect(skillTextLines('#cfirst\\nsecond# end')).toEqual([[marked('first')], [marked('second'), plain(' end')]]);
  });

  it('gives an empty line for empty text', () => {
    expect(skillTextLines('')).toEqual([[]]);
  });
});
