import { Link } from 'react-router-dom';
import { FieldError } from '../../../components/ui/field-error';
import { paths } from '../../../config/paths';

/** The sign-up's terms checkbox; the legal pages open in a new tab so the form keeps what was typed. */
export function TermsField({ error }: { error?: string }) {
  const errorId = 'signup-terms-error';
  return (
    <div className="form__field form__field--checkbox">
      <input
        id="signup-terms"
        name="acceptTerms"
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor="signup-terms">
        I agree to the{' '}
        <Link to={paths.termsOfService} target="_blank" rel="noreferrer">
          Terms of Service
        </Link>{' '}
        and the{' '}
        <Link to={paths.privacyPolicy} target="_blank" rel="noreferrer">
          Privacy Policy
        </Link>
      </label>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
