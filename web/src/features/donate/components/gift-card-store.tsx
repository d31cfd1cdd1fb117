import { useGiftCardStore } from '../api/get-gift-card-store';

/** Names the gift card the staff redeem (GIFT_CARD_STORE), with where to buy it; nothing while it is not set. */
export function GiftCardStoreLine() {
  const store = useGiftCardStore().data;
  if (!store?.name) return null;
  return (
    <p className="donate-gift-card">
      Gift card we accept: <strong>{store.name}</strong>
      {store.url ? (
        <>
          {' · '}
          <a href={store.url} target="_blank" rel="noopener noreferrer">
            Where to buy
          </a>
        </>
      ) : null}
    </p>
  );
}
