import { EMPTY_ITEM_LINE, grantRequest, INITIAL_GRANT_FORM, type GrantFormState } from './grant-form';

const form = (fields: Partial<GrantFormState>): GrantFormState => ({ ...INITIAL_GRANT_FORM, ...fields });

describe('grantRequest', () => {
  it('sends NX with its type, the reason and the form key', () => {
    expect(grantRequest(form({ nxType: 'prepaid', nxAmount: ' 5000 ', reason: ' Event prize ' }), 12, 'k-1')).toEqual({
      request: { key: 'k-1', accountId: 12, reason: 'Event prize', nx: { type: 'prepaid', amount: 5000 } },
    });
  });

  it('takes NX back with a negative amount', () => {
    const result = grantRequest(form({ nxAmount: '-300', reason: 'Refund reversed' }), 12, 'k');
    expect(result).toEqual({ request: expect.objectContaining({ nx: { type: 'credit', amount: -300 } }) });
  });

  it('sends item lines as numbers and skips the blank ones', () => {
    const items = [
      { characterId: '301', itemId: '2000005', quantity: '50' },
      EMPTY_ITEM_LINE,
      { characterId: '302', itemId: '1302000', quantity: '1' },
    ];
    expect(grantRequest(form({ items, reason: 'Lost items' }), 12, 'k')).toEqual({
      request: {
        key: 'k',
        accountId: 12,
        reason: 'Lost items',
        items: [
          { characterId: 301, itemId: 2000005, quantity: 50 },
          { characterId: 302, itemId: 1302000, quantity: 1 },
        ],
      },
    });
  });

  it('says what is wrong, by field and by line', () => {
    const items = [
      { characterId: '', itemId: '2000005', quantity: '1' },
      { characterId: '301', itemId: 'potion', quantity: '1' },
      { characterId: '301', itemId: '2000005', quantity: '0' },
    ];
    expect(grantRequest(form({ nxAmount: '1.5', items }), 12, 'k')).toEqual({
      errors: {
        reason: 'Write why this is granted.',
        nxAmount: 'A whole number of NX, negative to take NX back.',
        items: {
          0: 'Choose the character who receives it.',
          1: 'Write the item id (a whole number).',
          2: 'The quantity is a whole number from 1 to 32767.',
        },
      },
    });
  });

  it('refuses a zero amount and a form with nothing to send', () => {
    expect(grantRequest(form({ nxAmount: '0', reason: 'x' }), 12, 'k')).toEqual({
      errors: { nxAmount: 'A whole number of NX, negative to take NX back.' },
    });
    expect(grantRequest(form({ items: [EMPTY_ITEM_LINE], reason: 'x' }), 12, 'k')).toEqual({
      errors: { form: 'Grant NX, items or both.' },
    });
  });
});
