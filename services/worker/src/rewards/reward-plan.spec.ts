import { DeliverRewardJob } from '@henesys/contracts';
import { planReward } from './reward-plan';

const job = (packageId: string, paymentMethod: string, characterName: string | null = null): DeliverRewardJob => ({ donationId: 7, userId: 3, completionId: 1, username: 'member', packageId, paymentMethod, characterName });

describe('planReward', () => {
  it('gives an NX package its NX, with 10% more for a gift card', () => {
    expect(planReward(job('nx25', 'crypto-BTC'))).toMatchObject({ prepaidNx: 25_000, parcels: [], message: '25,000 NX Prepaid added to account' });
    expect(planReward(job('nx25', 'paypal'))).toMatchObject({ prepaidNx: 27_500, message: '27,500 NX Prepaid added to account (includes 10% bonus)' });
  });

  it('gives a Founder Pack price x 1000 prepaid NX and its tier of items to the character', () => {
    const gold = planReward(job('gold', 'paypal', 'MapleHero'));
    expect(gold.prepaidNx).toBe(35_000);
    expect(gold.message).toBe("Founder's Pack rewards sent to character MapleHero");
    expect(gold.parcels.map((parcel) => [parcel.key, parcel.itemId, parcel.quantity, parcel.meso])).toEqual([
      ['donation:7:meso', null, 1, 100_000],
      ['donation:7:white-potions', 2000002, 250, 0],
      ['donation:7:mana-elixirs', 2000006, 250, 0],
      ['donation:7:return-scrolls', 2030000, 10, 0],
      ['donation:7:medal', 1142000, 1, 0],
    ]);
    expect(gold.parcels[4]).toMatchObject({ expiresDays: 30, stats: { str: 3, speed: 0, jump: 0 } });
  });

  it('adds the pets and the bigger medal of the top tiers', () => {
    expect(planReward(job('platinum', 'paypal', 'X')).parcels.filter((parcel) => parcel.key.includes(':pet-'))).toHaveLength(1);
    const diamond = planReward(job('diamond', 'paypal', 'X'));
    expect(diamond.parcels.filter((parcel) => parcel.key.includes(':pet-'))).toHaveLength(2);
    expect(diamond.parcels.find((parcel) => parcel.key.endsWith(':medal'))?.stats).toMatchObject({ str: 4, speed: 5, jump: 3 });
    expect(diamond.prepaidNx).toBe(100_000);
  });
});
