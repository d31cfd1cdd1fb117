/** Printed by `npm start`; keep in step with the README's 'Demo logins' and the DEMO_* defaults. */
export const DEMO_LOGINS_TEXT = [
  '  Demo logins (change with DEMO_ADMIN_PASSWORD / DEMO_MEMBER_PASSWORD before the first start):',
  `    Admin:  admin  / ${process.env.DEMO_ADMIN_PASSWORD ?? 'admin1234'}`,
  `    Member: member / ${process.env.DEMO_MEMBER_PASSWORD ?? 'member1234'}`,
  `    In game: ingame / ${process.env.DEMO_MEMBER_PASSWORD ?? 'member1234'}  (logged in to the game: NX for them waits, or becomes a Cash Shop coupon)`,
  `    Moderator: moderator / ${process.env.DEMO_MEMBER_PASSWORD ?? 'member1234'}  (staff console without money)`,
].join('\n');
