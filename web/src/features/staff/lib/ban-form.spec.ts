import { banRequest, initialBanForm, type BanFormState } from './ban-form';

const NOW = new Date(2026, 2, 5, 14, 30);
const form = (fields: Partial<BanFormState> = {}): BanFormState => ({ ...initialBanForm(null), ...fields });

describe('banRequest', () => {
  it('sends a permanent ban with its reason and code, and no address bans unless asked', () => {
    expect(banRequest(form({ reason: '  Speed hacking in Kerning  ', reasonCode: 1 }), null, NOW)).toEqual({
      request: { reason: 'Speed hacking in Kerning', reasonCode: 1 },
    });
  });

  it('sends the end of a temporary ban, the address bans chosen and the report it answers', () => {
    const result = banRequest(
      form({ reason: 'Scamming', duration: 'until', untilDay: '2026-03-12', ip: true, hwid: true }),
      42,
      NOW,
    );
    expect(result).toEqual({
      request: {
        reason: 'Scamming',
        reasonCode: 0,
        until: new Date(2026, 2, 12).toISOString(),
        ip: true,
        hwid: true,
        reportId: 42,
      },
    });
  });

  it('asks for a reason and a day that is still to come', () => {
    expect(banRequest(form({ reason: '   ', duration: 'until', untilDay: '2026-03-01' }), null, NOW)).toEqual({
      errors: { reason: 'Write why the player is banned.', untilDay: 'The ban must end after today.' },
    });
  });

  it('ignores the day of a permanent ban', () => {
    expect(banRequest(form({ reason: 'Botting', untilDay: 'nonsense' }), null, NOW)).toEqual({
      request: { reason: 'Botting', reasonCode: 0 },
    });
  });
});

describe('initialBanForm', () => {
  it('names the report it answers in the reason', () => {
    expect(initialBanForm(7).reason).toBe('Report #7: ');
    expect(initialBanForm(null).reason).toBe('');
  });
});
