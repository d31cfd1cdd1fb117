import { donationSearch } from './donation-search';

describe('donationSearch', () => {
  it('is null without words', () => {
    expect(donationSearch(undefined)).toBeNull();
    expect(donationSearch('   ')).toBeNull();
  });

  it('finds the words anywhere, wildcards taken literally', () => {
    expect(donationSearch(' Maple ')).toEqual({ pattern: '%Maple%', id: null });
    expect(donationSearch('50%_off\\')).toEqual({ pattern: '%50\\%\\_off\\\\%', id: null });
  });

  it('reads a number, with or without #, as an id too', () => {
    expect(donationSearch('42')).toEqual({ pattern: '%42%', id: 42 });
    expect(donationSearch('#7')).toEqual({ pattern: '%#7%', id: 7 });
    expect(donationSearch('99999999999')?.id).toBeNull();
    expect(donationSearch('4294967296')?.id).toBeNull();
  });
});
