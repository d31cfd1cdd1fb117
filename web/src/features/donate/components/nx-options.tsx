import { GIFT_CARD_NX_BONUS, NX_OPTIONS } from '@henesys/contracts';
import { nxCredited, type PayWith } from '../lib/donation-form';
import { formatNumber, formatUsd } from '../../../lib/format';
import { Button } from '../../../components/ui/button';

interface Props {
  selectedId: string | null;
  payWith: PayWith;
  blocked: boolean;
  onChoose: (packageId: string) => void;
}

/** SPEC §3 Prepaid NX options (always available), with the gift card bonus when that method is chosen. */
export function NxOptions({ selectedId, payWith, blocked, onChoose }: Props) {
  const bonusPercent = Math.round(GIFT_CARD_NX_BONUS * 100);
  return (
    <section className="donate-section" aria-labelledby="nx-options-title">
      <div className="donate-section__head">
        <h2 id="nx-options-title">Prepaid NX</h2>
        <p className="donate-tag donate-tag--calm">Always available</p>
      </div>
      <p className="donate-section__intro">
        Prepaid NX for the Cash Shop, credited to your account. Pay with a gift card and get {bonusPercent}% more NX.
      </p>
      <ul className="nx-grid">
        {NX_OPTIONS.map((option) => {
          const selected = option.id === selectedId;
          return (
            <li key={option.id}>
              <Button
                variant="bare"
                className={`nx-option${selected ? ' nx-option--selected' : ''}`}
                aria-pressed={selected}
                disabled={blocked}
                onClick={() => onChoose(option.id)}
              >
                <span className="nx-option__amount">{formatNumber(option.nx)} NX</span>{' '}
                <span className="nx-option__price">{formatUsd(option.priceUsd)}</span>{' '}
                {payWith === 'gift-card' ? (
                  <span className="nx-option__bonus">
                    {formatNumber(nxCredited(option.nx, payWith))} NX by gift card
                  </span>
                ) : null}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
