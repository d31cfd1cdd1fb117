import type { TwoFactorSetup } from '@henesys/contracts';

/** What a confirmed prompt leads to: a code entry for one of these. */
export type CodeAction = 'disable' | 'regenerate';

/**
 * SPEC §4 'Two-factor setup', the steps the page walks through. Whether two-factor is on is server
 * state (the status query); this is only where the player is in a flow.
 */
export type TwoFactorFlow =
  | { step: 'idle' }
  | { step: 'setup'; setup: TwoFactorSetup }
  | { step: 'code'; action: CodeAction }
  | { step: 'backup-codes'; codes: string[]; reason: 'enabled' | 'regenerated' };

export type TwoFactorEvent =
  | { type: 'generated'; setup: TwoFactorSetup }
  | { type: 'enabled'; backupCodes: string[] }
  | { type: 'confirmed'; action: CodeAction }
  | { type: 'regenerated'; backupCodes: string[] }
  | { type: 'disabled' }
  | { type: 'cancelled' }
  | { type: 'codes-saved' };

export const initialTwoFactorFlow: TwoFactorFlow = { step: 'idle' };

/** Events that do not fit the current step (a late answer, a double click) change nothing. */
export function twoFactorFlow(state: TwoFactorFlow, event: TwoFactorEvent): TwoFactorFlow {
  switch (event.type) {
    case 'generated':
      return state.step === 'idle' || state.step === 'setup' ? { step: 'setup', setup: event.setup } : state;
    case 'enabled':
      return state.step === 'setup' ? { step: 'backup-codes', codes: event.backupCodes, reason: 'enabled' } : state;
    case 'confirmed':
      return state.step === 'idle' ? { step: 'code', action: event.action } : state;
    case 'regenerated':
      return state.step === 'code' && state.action === 'regenerate'
        ? { step: 'backup-codes', codes: event.backupCodes, reason: 'regenerated' }
        : state;
    case 'disabled':
      return state.step === 'code' && state.action === 'disable' ? initialTwoFactorFlow : state;
    case 'cancelled':
      return state.step === 'setup' || state.step === 'code' ? initialTwoFactorFlow : state;
    case 'codes-saved':
      return state.step === 'backup-codes' ? initialTwoFactorFlow : state;
  }
}

export type TwoFactorPanel = 'loading' | 'disabled' | 'setup' | 'enabled' | 'code' | 'backup-codes';

/** Which panel shows, from the server's flag (undefined while it loads) and the flow. */
export function twoFactorPanel(enabled: boolean | undefined, flow: TwoFactorFlow): TwoFactorPanel {
  if (flow.step === 'backup-codes') return 'backup-codes';
  if (enabled === undefined) return 'loading';
  if (!enabled) return flow.step === 'setup' ? 'setup' : 'disabled';
  return flow.step === 'code' ? 'code' : 'enabled';
}

/** The prompt shown before a code entry (SPEC §4: 'asks for confirmation, then a code entry'). */
export const CONFIRM_TEXT: Record<CodeAction, string> = {
  disable: 'Turn off two-factor authentication? Your account will only be protected by your password.',
  regenerate: 'Generate new backup codes? Your current backup codes will stop working.',
};

/** The secret key as people copy it by hand: 'ABCD EFGH IJKL ...' (apps ignore the spaces; Copy copies the key itself). */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The backup codes as a text file the player can keep. */
export function backupCodesText(codes: readonly string[], username: string, generatedAt: Date): string {
  return [
    `Henesys backup codes for ${username}`,
    `Generated ${generatedAt.toISOString()}`,
    'Each code works once. Keep them somewhere safe.',
    '',
    ...codes.map((code, index) => `${String(index + 1).padStart(2, ' ')}. ${code}`),
    '',
  ].join('\n');
}
