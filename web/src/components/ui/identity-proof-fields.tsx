import type { IdentityProofEntry, IdentityProofErrors } from '../../lib/identity-proof';
import { cleanCode } from '../../lib/two-factor-code';
import { Input } from './input';

interface IdentityProofFieldsProps {
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  /** Two-factor is on: the authenticator's code is asked for too. */
  askCode: boolean;
  value: IdentityProofEntry;
  onChange: (value: IdentityProofEntry) => void;
  errors?: IdentityProofErrors;
  autoFocus?: boolean;
}

/** The current password, and the 6-digit code when two-factor is on: what a sensitive change asks for. */
export function IdentityProofFields({
  idPrefix,
  askCode,
  value,
  onChange,
  errors = {},
  autoFocus,
}: IdentityProofFieldsProps) {
  return (
    <>
      <Input
        id={`${idPrefix}-current-password`}
        name="currentPassword"
        type="password"
        label="Current password"
        autoComplete="current-password"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- passes on the caller's choice; each caller is linted for its own.
        autoFocus={autoFocus}
        value={value.currentPassword}
        onChange={(event) => onChange({ ...value, currentPassword: event.target.value })}
        error={errors.currentPassword}
      />
      {askCode ? (
        <Input
          id={`${idPrefix}-code`}
          name="twoFactorCode"
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          hint="The code your authenticator app shows for Henesys."
          value={value.twoFactorCode}
          onChange={(event) => onChange({ ...value, twoFactorCode: cleanCode(event.target.value) })}
          error={errors.twoFactorCode}
        />
      ) : null}
    </>
  );
}
