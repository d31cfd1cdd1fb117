import { passwordStrength } from '@henesys/contracts';

/** SPEC §5 'Reset password': a live Weak / Medium / Strong hint, announced as it changes. */
export function PasswordStrength({ password }: { password: string }) {
  const level = password ? passwordStrength(password) : null;
  return (
    <span aria-live="polite">
      {level ? (
        <>
          Password strength: <strong className={`password-strength__level--${level.toLowerCase()}`}>{level}</strong>
        </>
      ) : null}
    </span>
  );
}
