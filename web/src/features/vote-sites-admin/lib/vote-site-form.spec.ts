import { EMPTY_FORM, inputOf } from './vote-site-form';

describe('vote site form', () => {
  it('turns the fields into the API input', () => {
    expect(
      inputOf({
        ...EMPTY_FORM,
        name: ' TopG ',
        voteUrl: 'https://topg.org/in-1-{username}',
        allowFrom: '1.2.3.0/24, ::1',
      }),
    ).toEqual({
      name: 'TopG',
      protocol: 'topg',
      voteUrl: 'https://topg.org/in-1-{username}',
      cooldownHours: 24,
      rewardNx: 5000,
      enabled: true,
      order: 0,
      allowFrom: ['1.2.3.0/24', '::1'],
      key: null,
    });
  });

  it('keeps a key only for the protocols that send one', () => {
    expect(inputOf({ ...EMPTY_FORM, protocol: 'mmtop100', key: 'password1' }).key).toBe('password1');
    expect(inputOf({ ...EMPTY_FORM, protocol: 'topg', key: 'password1' }).key).toBeNull();
  });
});
