import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetup } from '@henesys/contracts';
import { api } from '../../../lib/api-client';

/** SPEC §7 POST /2fa/generate: a new secret and its QR code (a PNG data URL). */
export async function generateTwoFactor(): Promise<TwoFactorSetup> {
  const { data } = await api.post<TwoFactorSetup>('/2fa/generate');
  if (typeof data?.secret !== 'string' || typeof data.qrCodeDataURL !== 'string')
    throw new Error('Invalid 2FA setup answer');
  return data;
}

export function useGenerateTwoFactor() {
  return useMutation({ mutationFn: generateTwoFactor });
}
