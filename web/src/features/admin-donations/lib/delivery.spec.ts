import { deliveryView, hasQueuedDelivery } from './delivery';

const at = '2025-05-01T10:00:00.000Z';

describe('deliveryView', () => {
  it('shows each state, with the reason and a retry only when it failed', () => {
    expect(deliveryView({ state: 'none', reason: null, at: null })).toEqual({
      label: 'Not delivered',
      tone: 'none',
      detail: null,
      canRetry: false,
    });
    expect(deliveryView({ state: 'queued', reason: null, at })).toEqual({
      label: 'Queued',
      tone: 'queued',
      detail: null,
      canRetry: false,
    });
    expect(deliveryView({ state: 'delivered', reason: null, at })).toEqual({
      label: 'Delivered',
      tone: 'delivered',
      detail: null,
      canRetry: false,
    });
    expect(deliveryView({ state: 'waiting', reason: 'waiting for the game database', at })).toMatchObject({
      label: 'Waiting for the game database',
      tone: 'queued',
      canRetry: false,
    });
    expect(deliveryView({ state: 'failed', reason: 'The character X no longer exists', at })).toEqual({
      label: 'Failed',
      tone: 'failed',
      detail: 'The character X no longer exists',
      canRetry: true,
    });
  });

  it('copes with a missing delivery or reason', () => {
    expect(deliveryView(undefined).tone).toBe('none');
    expect(deliveryView({ state: 'failed', reason: null, at }).detail).toBe('No reason was recorded');
  });

  it('knows when a delivery is still queued', () => {
    expect(
      hasQueuedDelivery([
        { delivery: { state: 'delivered', reason: null, at } },
        { delivery: { state: 'queued', reason: null, at } },
      ]),
    ).toBe(true);
    expect(hasQueuedDelivery([{ delivery: { state: 'failed', reason: 'x', at } }, {}])).toBe(false);
    expect(hasQueuedDelivery([])).toBe(false);
  });
});
