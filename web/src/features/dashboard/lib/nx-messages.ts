/** The dashboard's texts about NX waiting for a player in game and its Cash Shop coupon (web only). */
export const NX_MESSAGES = {
  waitingTitle: 'NX waiting',
  whyWaiting: 'You are in game: it arrives a few minutes after you log out.',
  whyConfirming: 'It reaches your balance within a few minutes, once the game confirms you are logged out.',
  getCoupon: 'Get it now as a Cash Shop coupon',
  gettingCoupon: 'Creating your coupon...',
  couponFailed: 'Could not create the coupon',
  couponTitle: 'Your Cash Shop coupon',
  redeem: 'To redeem it: in game, open the Cash Shop → Coupon, and type this code. It works once.',
  copy: 'Copy code',
} as const;
