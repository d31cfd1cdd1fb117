import { createKeyKeeper, randomKey } from './request-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createKeyKeeper', () => {
  it('keeps one key until it is renewed', () => {
    let n = 0;
    const keeper = createKeyKeeper(() => `key-${(n += 1)}`);
    expect(keeper.current()).toBe('key-1');
    expect(keeper.current()).toBe('key-1');
    keeper.renew();
    keeper.renew();
    expect(keeper.current()).toBe('key-2');
    expect(keeper.current()).toBe('key-2');
  });
});

describe('randomKey', () => {
  it('is a version 4 UUID, different each time', () => {
    expect(randomKey()).toMatch(UUID);
    expect(randomKey()).not.toBe(randomKey());
  });

  it('makes one without randomUUID (a page served over plain HTTP)', () => {
    const plainHttp: Pick<Crypto, 'getRandomValues'> = { getRandomValues: (array) => crypto.getRandomValues(array) };
    expect(randomKey(plainHttp)).toMatch(UUID);
    expect(randomKey(plainHttp)).not.toBe(randomKey(plainHttp));
  });
});
