import { DeliverRewardJob } from '@henesys/contracts';
import { founderNote, planReward } from './reward-plan';

const job = (packageId: string, paymentMethod: string, characterName: string | null = null): DeliverRewardJob => ({
  donationId: 7,
  userId: 3,
  completionId: 1,
  username: 'member',
  packageId,
  paymentMethod,
  characterName,
});

describe('planReward', () => {
  it('gives an NX package its NX, with 10% more for a gift card', () => {
    expect(planReward(job('nx25', 'crypto-BTC'))).toMatchObject({
      prepaidNx: 25_000,
      parcels: [],
      pets: [],
      message: '25 000 NX Prepaid added to account',
    });
    expect(planReward(job('nx25', 'paypal'))).toMatchObject({
      prepaidNx: 27_500,
      message: '27 500 NX Prepaid added to account (includes 10% bonus)',
    });
  });

  it('gives a Founder Pack price x 1000 prepaid NX and its tier of items to the character, one stack per Duey package', () => {
    const gold = planReward(job('gold', 'paypal', 'MapleHero'));
    expect(gold.prepaidNx).toBe(35_000);
    expect(gold.message).toBe("Founder's Pack rewards sent to character MapleHero");
    expect(gold.parcels.map((parcel) => [parcel.part, parcel.itemId, parcel.quantity, parcel.meso])).toEqual([
      ['meso', null, 0, 100_000],
      ['white-potions', 2000002, 250, 0],
      ['mana-elixirs', 2000006, 250, 0],
      ['return-scrolls', 2030000, 10, 0],
      ['medal', 1142000, 1, 0],
    ]);
    expect(gold.parcels[4]).toMatchObject({
      expiresDays: 30,
      stats: { str: 3, dex: 3, int: 3, luk: 3, speed: 0, jump: 0 },
    });
    expect(gold.pets).toEqual([]);
    expect(gold.parcelMessage.length).toBeLessThanOrEqual(200);
  });

  it('adds the pets (as coupons) and the bigger medal of the top tiers', () => {
    expect(planReward(job('platinum', 'paypal', 'X')).pets).toEqual([{ itemId: 5000028, quantity: 1 }]);
    const diamond = planReward(job('diamond', 'paypal', 'X'));
    expect(diamond.pets).toHaveLength(2);
    expect(diamond.parcels.find((parcel) => parcel.part === 'medal')?.stats).toMatchObject({
      str: 4,
      speed: 5,
      jump: 3,
    });
    expect(diamond.prepaidNx).toBe(100_000);
    expect(founderNote(diamond, ['AAAA', 'BBBB'])).toContain('Duey');
    expect(founderNote(diamond, ['AAAA', 'BBBB'])).toContain('AAAA, BBBB');
  });
});
