import { escapeLike, namePattern } from './name-search';

describe('name search patterns', () => {
  it('matches three or more characters anywhere in the name, case-insensitively', () => {
    expect(namePattern('Maple')).toBe('%maple%');
    expect(namePattern('  abc ')).toBe('%abc%');
  });

  it('matches one or two characters at the start of the name', () => {
    expect(namePattern('K')).toBe('k%');
    expect(namePattern('Ka')).toBe('ka%');
  });

  it('takes LIKE wildcards and the escape character literally', () => {
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
    expect(namePattern('50%')).toBe('%50\\%%');
    expect(namePattern('_')).toBe('\\_%');
  });
});
