import { useId, useState, type FormEvent, type RefObject } from 'react';
import { COIN_SYMBOLS, COINS, ErrorCode, type Coin } from '@henesys/contracts';
import { FieldError } from '../../../components/ui/field-error';
import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/error-message';
import { formatNumber, formatUsd } from '../../../lib/format';
import { useMyCharacters } from '../api/get-my-characters';
import { useSubmitDonation, type SubmitDonationAnswer } from '../api/submit-donation';
import { canReceiveFounderPack } from '../lib/character-choice';
import {
  chosenPackage,
  nxCredited,
  submitRequest,
  validateDraft,
  type DonationDraft,
  type PayWith,
} from '../lib/donation-form';
import { DONATE_MESSAGES } from '../lib/messages';
import { CharacterPicker } from './character-picker';
import { GiftCardStoreLine } from './gift-card-store';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';

const COIN_OPTIONS = COIN_SYMBOLS.map((coin) => [coin, `${COINS[coin].name} (${coin})`] as const);

/** Server refusals that are about the character name, by their codes: shown on that field. */
const CHARACTER_REFUSALS: readonly (string | null)[] = [ErrorCode.CharacterNameInvalid, ErrorCode.CharacterNotOwned];

interface Props {
  draft: DonationDraft;
  onChange: (changes: Partial<DonationDraft>) => void;
  blocked: boolean;
  /** The summary of the chosen package: the page moves focus there when a package is picked. */
  summaryRef: RefObject<HTMLDivElement | null>;
  onSubmitted: (answer: SubmitDonationAnswer) => void;
}

/**
 * SPEC §2 'Donate' payment form: the chosen package, the method (crypto with its coin, or a gift card
 * and which card) and, for a Founder Pack, one of the player's characters, checked on blur and on
 * submit (SPEC §5). Idle, loading, error (the server's message, else SPEC §8's); on success the page
 * shows the result instead.
 */
export function DonationForm({ draft, onChange, blocked, summaryRef, onSubmitted }: Props) {
  const packageErrorId = useId();
  const [packageError, setPackageError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const submission = useSubmitDonation();
  const characters = useMyCharacters();
  const chosen = chosenPackage(draft.packageId);
  const waitsForCharacter = chosen?.founder === true && !canReceiveFounderPack(characters.data);
  const loading = submission.isPending;
  const failure = submission.isError ? (serverMessage(submission.error) ?? DONATE_MESSAGES.submitFailed) : null;
  const failureOnName =
    submission.error instanceof ApiError &&
    chosen?.founder === true &&
    CHARACTER_REFUSALS.includes(submission.error.code);

  /** An edit clears the last refusal: it was about the draft as it was. */
  function change(changes: Partial<DonationDraft>) {
    if (submission.isError) submission.reset();
    onChange(changes);
  }

  function checkName() {
    setNameError(validateDraft(draft).characterName ?? null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blocked || loading || waitsForCharacter) return;
    const errors = validateDraft(draft);
    setPackageError(errors.package ?? null);
    setNameError(errors.characterName ?? null);
    const request = submitRequest(draft);
    if (!request) {
      document.getElementById(errors.package ? 'donate-summary' : 'donate-character')?.focus();
      return;
    }
    submission.mutate(request, { onSuccess: onSubmitted });
  }

  const shownNameError = nameError ?? (failureOnName ? failure : null);
  return (
    <form
      className="card donate-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="donate-form-title"
      aria-busy={loading || undefined}
    >
      <h2 id="donate-form-title">Payment</h2>
      <fieldset className="donate-form__fields" disabled={blocked}>
        <div
          id="donate-summary"
          ref={summaryRef}
          className={`donate-form__summary${chosen ? '' : ' donate-form__summary--empty'}`}
          tabIndex={-1}
          aria-describedby={packageError ? packageErrorId : undefined}
        >
          {chosen ? (
            <>
              <span className="donate-form__summary-label">Selected</span>{' '}
              <span className="donate-form__summary-name">
                {chosen.founder ? chosen.name : `${formatNumber(chosen.nx ?? 0)} NX`}
              </span>{' '}
              <span className="donate-form__summary-price">{formatUsd(chosen.priceUsd)}</span>{' '}
              {chosen.nx && draft.payWith === 'gift-card' ? (
                <span className="donate-form__summary-bonus">
                  You receive {formatNumber(nxCredited(chosen.nx, draft.payWith))} NX with the gift card bonus.
                </span>
              ) : null}
            </>
          ) : (
            <span>No package chosen yet: pick a Founder Pack or an NX option above.</span>
          )}
        </div>
        {packageError && !chosen ? <FieldError id={packageErrorId}>{packageError}</FieldError> : null}

        <fieldset className="donate-form__methods">
          <legend>Payment method</legend>
          {(
            [
              ['crypto', 'Cryptocurrency'],
              ['gift-card', 'Gift card'],
            ] as Array<[PayWith, string]>
          ).map(([value, label]) => (
            <label key={value} className={`donate-method${draft.payWith === value ? ' donate-method--checked' : ''}`}>
              <input
                type="radio"
                name="pay-with"
                value={value}
                checked={draft.payWith === value}
                onChange={() => change({ payWith: value })}
              />
              {label}
            </label>
          ))}
        </fieldset>

        {draft.payWith === 'crypto' ? (
          <SelectField
            id="donate-coin"
            label="Coin"
            className="donate-form__select"
            value={draft.coin}
            onChange={(event) => change({ coin: event.target.value as Coin })}
            options={COIN_OPTIONS}
          />
        ) : (
          <>
            <GiftCardStoreLine />
            <p className="donate-form__note">{DONATE_MESSAGES.giftCardNoRefunds}</p>
          </>
        )}

        {chosen?.founder ? (
          <CharacterPicker
            characters={characters}
            value={draft.characterName}
            error={shownNameError}
            onChange={(characterName) => {
              change({ characterName });
              // Once flagged, the message follows the choice until it is right.
              if (nameError) setNameError(validateDraft({ ...draft, characterName }).characterName ?? null);
            }}
            onBlur={checkName}
          />
        ) : null}

        <Button
          type="submit"
          size="large"
          className="donate-form__submit"
          disabled={waitsForCharacter}
          aria-busy={loading || undefined}
        >
          {blocked
            ? DONATE_MESSAGES.limitReached
            : loading
              ? 'Submitting...'
              : chosen
                ? `Donate ${formatUsd(chosen.priceUsd)}`
                : 'Donate'}
        </Button>
      </fieldset>
      <div className="donate-form__status" role="status" aria-live="polite">
        {loading ? 'Submitting your donation...' : null}
      </div>
      {failure && !failureOnName ? (
        <p className="donate-form__error" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
