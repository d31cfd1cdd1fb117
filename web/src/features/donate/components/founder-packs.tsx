import { FOUNDER_PACKS, ITEM_IDS } from '@henesys/contracts';
import { ItemName } from '../../../components/ui/item-name';
import { useItemNames } from '../../../hooks/use-item-names';
import { formatUsd } from '../../../lib/format';
import { founderRewardLines } from '../lib/founder-rewards';
import { DONATE_MESSAGES } from '../lib/messages';
import { Button } from '../../../components/ui/button';

interface Props {
  selectedId: string | null;
  blocked: boolean;
  onChoose: (packageId: string) => void;
}

/** SPEC §3 Founder Packs: every tier with every reward from the catalogue; gold is the popular one. */
export function FounderPacks({ selectedId, blocked, onChoose }: Props) {
  // The catalogue's items, each linked to its library page when the library knows it.
  const names = useItemNames(Object.values(ITEM_IDS));
  return (
    <section className="donate-section" aria-labelledby="founder-packs-title">
      <div className="donate-section__head">
        <h2 id="founder-packs-title">Founder Packs</h2>
        <p className="donate-tag">{DONATE_MESSAGES.founderAvailability}</p>
      </div>
      <p className="donate-section__intro">
        Support the server at launch and start strong. {DONATE_MESSAGES.founderOnePerAccount}; the items go to the
        character you choose.
      </p>
      <ul className="pack-grid">
        {FOUNDER_PACKS.map((pack) => {
          const selected = pack.id === selectedId;
          return (
            <li
              key={pack.id}
              className={`pack pack--${pack.id}${pack.popular ? ' pack--popular' : ''}${selected ? ' pack--selected' : ''}`}
            >
              {pack.popular ? <p className="pack__ribbon">Popular</p> : null}
              <h3 className="pack__name">{pack.name}</h3>
              <p className="pack__price">{formatUsd(pack.priceUsd)}</p>
              <ul className="pack__rewards" aria-label={`${pack.name} rewards`}>
                {founderRewardLines(pack.rewards).map((line) => (
                  <li key={line.id}>
                    {line.itemId === undefined ? (
                      line.text
                    ) : (
                      <ItemName id={line.itemId} names={names}>
                        {line.text}
                      </ItemName>
                    )}
                  </li>
                ))}
              </ul>
              <Button
                variant={selected ? 'primary' : 'secondary'}
                className="pack__choose"
                aria-pressed={blocked ? undefined : selected}
                disabled={blocked}
                onClick={() => onChoose(pack.id)}
              >
                {blocked ? (
                  DONATE_MESSAGES.limitReached
                ) : (
                  <>
                    {selected ? 'Selected' : 'Choose'}
                    <span className="visually-hidden"> {pack.name}</span>
                  </>
                )}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
