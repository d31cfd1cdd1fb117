import { Link } from 'react-router-dom';
import { MAX_PENDING_DONATIONS, MINIMUM_AGE } from '@henesys/contracts';
import { paths } from '../../config/paths';

export default function TermsOfServiceRoute() {
  return (
    <div className="page">
      <article className="card prose" aria-labelledby="terms-title">
        <h2 id="terms-title" className="visually-hidden">
          Terms of Service
        </h2>
        <p className="meta">Last updated: 09.06.2024</p>
        <p>
          Welcome to Henesys! These terms apply to the Henesys game server, this website and our community spaces. By
          creating an account or playing, you agree to them. They are written to keep the game fair and fun for
          everyone; if something is unclear, ask a staff member before you act.
        </p>

        <h2>1. Who can play</h2>
        <ul>
          <li>You must be at least {MINIMUM_AGE} years old to create an account.</li>
          <li>
            The details you give when signing up (email address and birthday) must be true: we use them to recover your
            account.
          </li>
          <li>Henesys is free to play. Nothing in the game requires a payment.</li>
        </ul>

        <h2>2. Your accounts</h2>
        <ul>
          <li>
            <strong>Multiple accounts are allowed.</strong> You may create and play more than one account, for example
            to run a merchant or a support character.
          </li>
          <li>
            Every account follows these rules on its own: daily rewards such as voting are given once per account, and a
            second account may not be used to get around a ban or a restriction on another.
          </li>
          <li>
            You are responsible for what happens on your accounts. Keep your password to yourself, and turn on{' '}
            <Link to={paths.twoFactorHelp}>two-factor authentication</Link>. Staff will never ask for your password.
          </li>
          <li>
            Accounts, characters and items may not be sold or traded for real money or for goods outside the game.
          </li>
        </ul>

        <h2>3. Fair play</h2>
        <p>The following lead to a temporary or permanent ban of every account involved:</p>
        <ul>
          <li>
            Hacks, trainers, packet editors, bots, macros that play unattended, or any other third-party program that
            gives an advantage.
          </li>
          <li>
            Using a bug or exploit (duplicating items or mesos, skipping content, crashing the server) instead of
            reporting it.
          </li>
          <li>
            Harassment, hate speech, threats, scams, impersonating staff, or sharing someone else's personal
            information.
          </li>
          <li>Advertising other servers, or spamming in game and in our community.</li>
        </ul>
        <p>
          Found a bug? Report it to staff on our <Link to={paths.community}>community</Link>. Reports that help us fix a
          serious exploit are rewarded.
        </p>

        <h2>4. Staff decisions and bans</h2>
        <p>
          Game masters act to keep the server fair. A ban can be temporary, with an end date shown on your dashboard, or
          permanent. If you think a decision was wrong, appeal calmly through the community's support channel; do not
          create new accounts to play around it.
        </p>

        <h2>5. Donations</h2>
        <ul>
          <li>
            Donations are voluntary and pay for hosting and development. In thanks you receive in-game items or NX;
            these are virtual, have no real-world value and stay the property of the server.
          </li>
          <li>
            Each account can receive one Founder Pack. A user can have at most {MAX_PENDING_DONATIONS} donation requests
            pending at a time.
          </li>
          <li>
            Donations are final and are not refunded. For gift card donations only the amount actually redeemed is
            credited; faulty or already used codes are not refunded.
          </li>
          <li>Charging back a donation leads to the ban of the accounts that received its rewards.</li>
        </ul>

        <h2>6. The game world can change</h2>
        <p>
          We update the server, fix bugs, balance content and sometimes roll back data after a crash or an exploit.
          Items, rates, events and features may change or end; no compensation is owed for such changes, although we try
          to make things right when players lose progress through our mistake.
        </p>

        <h2>7. A fan project</h2>
        <p>
          Henesys is a non-commercial fan project. It is not affiliated with, endorsed by or connected to the original
          game's publisher or developers, and it is provided as it is, without guarantees of availability.
        </p>

        <h2>8. Changes to these terms</h2>
        <p>
          We may update these terms; the date at the top shows the latest version, and important changes are announced
          in the news. Playing after a change means you accept the new terms. How we handle your data is explained in
          our <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
        </p>
      </article>
    </div>
  );
}
