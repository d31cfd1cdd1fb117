import { skillDescription, skillPlainText, skillTextLines } from './skill-text';

const plain = (text: string) => ({ text, highlight: false });
const marked = (text: string) => ({ text, highlight: true });

describe('skillTextLines', () => {
  it('breaks lines at the two characters \\n, \\r\\n and \\r, and at real line breaks', () => {
    expect(skillTextLines('[Master Level : 3]\\nHurls snail shells.')).toEqual([
      [plain('[Master Level : 3]')],
      [plain('Hurls snail shells.')],
    ]);
    expect(skillTextLines('For every attack,\\r\\nabsorb MP.')).toEqual([
      [plain('For every attack,')],
      [plain('absorb MP.')],
    ]);
    expect(skillTextLines('one\\rtwo\nthree')).toEqual([[plain('one')], [plain('two')], [plain('three')]]);
  });

  it('highlights #c...# runs', () => {
    expect(skillTextLines('Recover HP. \\n#cTerms between skills : 10 min.#')).toEqual([
      [plain('Recover HP. ')],
      [marked('Terms between skills : 10 min.')],
    ]);
    expect(skillTextLines('after #cTriple Swing#.')).toEqual([[plain('after '), marked('Triple Swing'), plain('.')]]);
  });

  it('reads the other colour codes, and #k / #n as the end of colour, leaving no code letter behind', () => {
    expect(skillTextLines('Talk to #bChief Stan#k now')).toEqual([
      [plain('Talk to '), marked('Chief Stan'), plain(' now')],
    ]);
    expect(skillTextLines('#rred#n, #ggreen#k and #dpurple#')).toEqual([
      [marked('red'), plain(', '), marked('green'), plain(' and '), marked('purple')],
    ]);
    expect(skillTextLines('#bblue#rred#k')).toEqual([[marked('blue'), marked('red')]]);
  });

  it('reads \\# as the end of a highlight', () => {
    expect(skillTextLines('[command : #cArrow Key : attck\\#]')).toEqual([
      [plain('[command : '), marked('Arrow Key : attck'), plain(']')],
    ]);
  });

  it('drops other # markers and keeps their text plain', () => {
    expect(skillTextLines('twice. #Available until: 06-08-2009 at 00 hour#')).toEqual([
      [plain('twice. '), plain('Available until: 06-08-2009 at 00 hour')],
    ]);
  });

  it('keeps a highlight open across a line break', () => {
    expect(skillTextLines('#cfirst\\nsecond# end')).toEqual([[marked('first')], [marked('second'), plain(' end')]]);
  });

  it('gives an empty line for empty text', () => {
    expect(skillTextLines('')).toEqual([[]]);
  });
});

describe('skillPlainText', () => {
  it('is the text without markup, its lines joined by spaces', () => {
    expect(skillPlainText('Recover HP. \\n#cTerms between skills : 10 min.#')).toBe(
      'Recover HP. Terms between skills : 10 min.',
    );
  });
});

describe('skillDescription', () => {
  it('takes the master level out of the text, with its line break', () => {
    expect(skillDescription('[Master Level : 20]\\nRecovers additional amount of HP and MP.')).toEqual({
      masterLevel: 20,
      text: 'Recovers additional amount of HP and MP.',
    });
  });

  it("reads the file's variants of the header, the lost backslash included", () => {
    expect(skillDescription('[Master Level : 1]nJump downward.')).toEqual({ masterLevel: 1, text: 'Jump downward.' });
    expect(skillDescription('[Master Lever : 1]\\n Increase weapon attack')).toEqual({
      masterLevel: 1,
      text: 'Increase weapon attack',
    });
    expect(skillDescription('[Master Level:1]\\nJump down.')).toEqual({ masterLevel: 1, text: 'Jump down.' });
    expect(skillDescription('Master Level : 10] This skill boosts up MaxHP.')).toEqual({
      masterLevel: 10,
      text: 'This skill boosts up MaxHP.',
    });
  });

  it('leaves a description without the header as it is', () => {
    expect(skillDescription('Allows one to lead up to 3 pets at once. (Passive skill)')).toEqual({
      masterLevel: null,
      text: 'Allows one to lead up to 3 pets at once. (Passive skill)',
    });
    expect(skillDescription('nothing [Master Level : 3] here')).toEqual({
      masterLevel: null,
      text: 'nothing [Master Level : 3] here',
    });
  });
});
