import {
  backupCodesText,
  groupedSecret,
  initialTwoFactorFlow,
  twoFactorFlow,
  twoFactorPanel,
  type TwoFactorFlow,
} from './two-factor-flow';

const SETUP = { secret: 'JBSWY3DPEHPK3PXP', qrCodeDataURL: 'data:image/png;base64,AAAA' };
const CODES = Array.from({ length: 10 }, (_, index) => `0000000${index}`);

describe('twoFactorFlow', () => {
  it('walks the setup: generate, verify, backup codes once, then back to idle', () => {
    const setup = twoFactorFlow(initialTwoFactorFlow, { type: 'generated', setup: SETUP });
    expect(setup).toEqual({ step: 'setup', setup: SETUP });
    const codes = twoFactorFlow(setup, { type: 'enabled', backupCodes: CODES });
    expect(codes).toEqual({ step: 'backup-codes', codes: CODES, reason: 'enabled' });
    expect(twoFactorFlow(codes, { type: 'codes-saved' })).toEqual(initialTwoFactorFlow);
  });

  it('asks for a code after a confirmed disable, and ends idle once disabled', () => {
    const code = twoFactorFlow(initialTwoFactorFlow, { type: 'confirmed', action: 'disable' });
    expect(code).toEqual({ step: 'code', action: 'disable' });
    expect(twoFactorFlow(code, { type: 'disabled' })).toEqual(initialTwoFactorFlow);
    expect(twoFactorFlow(code, { type: 'regenerated', backupCodes: CODES })).toBe(code);
  });

  it('shows the new codes after a confirmed regeneration', () => {
    const code = twoFactorFlow(initialTwoFactorFlow, { type: 'confirmed', action: 'regenerate' });
    expect(twoFactorFlow(code, { type: 'regenerated', backupCodes: CODES })).toEqual({
      step: 'backup-codes',
      codes: CODES,
      reason: 'regenerated',
    });
    expect(twoFactorFlow(code, { type: 'disabled' })).toBe(code);
  });

  it('cancels a setup or a code entry', () => {
    const setup: TwoFactorFlow = { step: 'setup', setup: SETUP };
    expect(twoFactorFlow(setup, { type: 'cancelled' })).toEqual(initialTwoFactorFlow);
    expect(twoFactorFlow({ step: 'code', action: 'regenerate' }, { type: 'cancelled' })).toEqual(initialTwoFactorFlow);
  });

  it('ignores events that do not fit the step', () => {
    expect(twoFactorFlow(initialTwoFactorFlow, { type: 'enabled', backupCodes: CODES })).toBe(initialTwoFactorFlow);
    const codes: TwoFactorFlow = { step: 'backup-codes', codes: CODES, reason: 'enabled' };
    expect(twoFactorFlow(codes, { type: 'cancelled' })).toBe(codes);
    expect(twoFactorFlow(codes, { type: 'confirmed', action: 'disable' })).toBe(codes);
    expect(twoFactorFlow(codes, { type: 'generated', setup: SETUP })).toBe(codes);
  });
});

describe('twoFactorPanel', () => {
  it('waits for the status', () => {
    expect(twoFactorPanel(undefined, initialTwoFactorFlow)).toBe('loading');
  });

  it('offers the setup when disabled, and the actions when enabled', () => {
    expect(twoFactorPanel(false, initialTwoFactorFlow)).toBe('disabled');
    expect(twoFactorPanel(false, { step: 'setup', setup: SETUP })).toBe('setup');
    expect(twoFactorPanel(true, initialTwoFactorFlow)).toBe('enabled');
    expect(twoFactorPanel(true, { step: 'code', action: 'disable' })).toBe('code');
  });

  it('keeps the backup codes on screen whatever the status says', () => {
    const codes: TwoFactorFlow = { step: 'backup-codes', codes: CODES, reason: 'enabled' };
    expect(twoFactorPanel(true, codes)).toBe('backup-codes');
    expect(twoFactorPanel(undefined, codes)).toBe('backup-codes');
  });

  it('does not show a stale flow that no longer fits the status', () => {
    expect(twoFactorPanel(true, { step: 'setup', setup: SETUP })).toBe('enabled');
    expect(twoFactorPanel(false, { step: 'code', action: 'disable' })).toBe('disabled');
  });
});

describe('backupCodesText', () => {
  it('lists every code, numbered, with who and when', () => {
    const text = backupCodesText(['a1b2c3d4', 'deadbeef'], 'member', new Date('2025-01-02T03:04:05Z'));
    expect(text).toBe(
      'Henesys backup codes for member\nGenerated 2025-01-02T03:04:05.000Z\nEach code works once. Keep them somewhere safe.\n\n 1. a1b2c3d4\n 2. deadbeef\n',
    );
  });
});

describe('groupedSecret', () => {
  it('shows the key in groups of four', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupedSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(groupedSecret('ABC')).toBe('ABC');
  });
});
