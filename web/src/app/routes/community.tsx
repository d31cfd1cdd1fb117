import { Link } from 'react-router-dom';
import { env } from '../../config/env';
import { paths } from '../../config/paths';

export default function CommunityRoute() {
  return (
    <div className="page stack">
      <section className="card community" aria-labelledby="join-title">
        <h2 id="join-title">Join us on Discord</h2>
        <p>
          Our Discord is the town square of Henesys: find a party for Zakum, trade gear, show off a clean scroll, follow
          announcements first and get help from players and staff.
        </p>
        <div className="button-row">
          <a
            className="button button--primary button--large"
            href={env.communityUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Join the community
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </section>

      <div className="card-grid">
        <section className="card" aria-labelledby="find-title">
          <h2 id="find-title">What you'll find</h2>
          <ul className="requirements">
            <li>Announcements, patch notes and event schedules</li>
            <li>Party finder for bosses and Monster Park</li>
            <li>A free market channel for buying and selling</li>
            <li>A support channel for bugs, appeals and account help</li>
          </ul>
        </section>

        <section className="card" aria-labelledby="roles-title">
          <h2 id="roles-title">Roles and rewards</h2>
          <p>
            Connect your Discord account in your <Link to={paths.accountSettings}>account settings</Link> to show it on
            your profile. Early supporters can claim the Early Supporter role there.
          </p>
        </section>

        <section className="card" aria-labelledby="rules-title">
          <h2 id="rules-title">Community rules</h2>
          <p>
            Be kind, keep channels on topic, no advertising of other servers and no selling for real money. The{' '}
            <Link to={paths.termsOfService}>Terms of Service</Link> apply in the community too.
          </p>
        </section>
      </div>
    </div>
  );
}
