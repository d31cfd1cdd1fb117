import { createOnceCache } from './run-once';

describe('createOnceCache', () => {
  it('starts once per key and gives every caller the same promise, failures included', async () => {
    const once = createOnceCache<string>();
    const start = jest.fn((value: string) =>
      value === 'bad' ? Promise.reject(new Error('used')) : Promise.resolve(value),
    );
    const first = once('a', () => start('A'));
    const second = once('a', () => start('again'));
    expect(second).toBe(first);
    await expect(second).resolves.toBe('A');
    await expect(once('b', () => start('bad'))).rejects.toThrow('used');
    await expect(once('b', () => start('B'))).rejects.toThrow('used');
    expect(start.mock.calls).toEqual([['A'], ['bad']]);
  });

  it('keeps separate caches apart', async () => {
    const one = createOnceCache<number>();
    const two = createOnceCache<number>();
    await expect(one('k', () => Promise.resolve(1))).resolves.toBe(1);
    await expect(two('k', () => Promise.resolve(2))).resolves.toBe(2);
  });
});
