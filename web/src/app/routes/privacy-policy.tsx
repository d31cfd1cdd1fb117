import { Link } from 'react-router-dom';
import { MINIMUM_AGE } from '@henesys/contracts';
import { paths } from '../../config/paths';

export default function PrivacyPolicyRoute() {
  return (
    <div className="page">
      <article className="card prose" aria-labelledby="privacy-title">
        <h2 id="privacy-title" className="visually-hidden">
          Privacy Policy
        </h2>
        <p className="meta">Last updated: 11.04.2025</p>
        <p>
          Henesys is run by a small volunteer team. We collect only what we need to run the game and this website, we
          never sell your data, and you can ask us to delete it at any time.
        </p>

        <h2>1. What we collect</h2>
        <ul>
          <li>
            <strong>Account data:</strong> your username, email address, birthday and password. Passwords are stored
            only as a salted hash; nobody on the team can read them.
          </li>
          <li>
            <strong>Game data:</strong> your characters, their levels, jobs, items, fame and play times, your NX
            balances and your recent account activity.
          </li>
          <li>
            <strong>Security data:</strong> the IP addresses you log in from, the IP you allow when you turn on the IP
            restriction, and your two-factor secret and backup codes if you enable two-factor authentication.
          </li>
          <li>
            <strong>Donations:</strong> the package, amount, payment method and transaction code of each donation
            request. Card and wallet details are handled by the payment provider or the blockchain; we do not receive
            them.
          </li>
          <li>
            <strong>Discord:</strong> if you connect your Discord account, its id, username and avatar, so we can show
            the connection and give community roles.
          </li>
        </ul>

        <h2>2. Why we use it</h2>
        <ul>
          <li>
            To run your account and the game, and to show rankings (character names, levels, jobs and fame are public).
          </li>
          <li>
            To protect accounts: detecting suspicious logins, enforcing the IP restriction and two-factor
            authentication.
          </li>
          <li>To send the emails you ask for, such as password recovery. We do not send marketing email.</li>
          <li>To deliver donation rewards and keep records of them.</li>
          <li>
            To enforce the <Link to={paths.termsOfService}>Terms of Service</Link>, for example against cheating or ban
            evasion.
          </li>
        </ul>

        <h2>3. Your browser</h2>
        <p>
          When you log in, this website keeps a session token in your browser's local storage so you stay logged in
          across tabs and reloads. Logging out removes it. We use no advertising or tracking cookies and no third-party
          analytics.
        </p>

        <h2>4. Who we share it with</h2>
        <p>
          Nobody, except where needed to run the service: our hosting provider, the email service that delivers recovery
          mail, Discord when you connect your account, and the payment provider of a donation you make. We share data
          with authorities only when the law requires it.
        </p>

        <h2>5. How long we keep it</h2>
        <p>
          Account and game data are kept while your account exists. Login IP addresses are kept for up to 90 days, and
          donation records for as long as accounting rules require. When you delete your account, your personal data is
          removed or anonymised within 30 days.
        </p>

        <h2>6. Your rights</h2>
        <p>
          You can see most of your data on your dashboard and change it in your account settings. To get a copy of your
          data, correct it, or delete your account, contact the staff through our{' '}
          <Link to={paths.community}>community</Link>. We answer within 30 days and may ask you to prove that the
          account is yours.
        </p>

        <h2>7. Children</h2>
        <p>
          Henesys is not meant for children under {MINIMUM_AGE}, and the signup form refuses them. If you believe a
          child under {MINIMUM_AGE} has an account, tell us and we will remove it.
        </p>

        <h2>8. Security</h2>
        <p>
          We protect your data with encrypted connections, hashed passwords, optional two-factor authentication and
          limited staff access. No system is perfect: use a unique password and turn on two-factor authentication.
        </p>

        <h2>9. Changes</h2>
        <p>
          We will update this policy when what we collect or how we use it changes. The date at the top shows the latest
          version; important changes are announced in the news.
        </p>
      </article>
    </div>
  );
}
