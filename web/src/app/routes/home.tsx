import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ComingSoon } from '../../components/ui/coming-soon';
import { ServerStatusWidget } from '../../features/server-status/components/server-status-widget';
import './home.css';

export default function HomeRoute() {
  const { hash } = useLocation();

  // '/#news' (the 'News' link of the not-found page) lands on the news area once it is rendered.
  useEffect(() => {
    if (hash === '#news') document.getElementById('news')?.scrollIntoView();
  }, [hash]);

  return (
    <div className="page home">
      <div className="home__status">
        <ServerStatusWidget poll />
      </div>

      <section id="news" className="card home__news" aria-labelledby="news-title">
        <h2 id="news-title">Updates, News & Events</h2>
        <p>Patch notes, announcements and the events running in town will appear here.</p>
        <ul className="home__tabs-preview" aria-label="Sections of the news area">
          <li>Updates</li>
          <li>News</li>
          <li>Events</li>
        </ul>
        <ComingSoon>The Updates, News and Events tabs are coming soon.</ComingSoon>
      </section>

      <section className="card home__start" aria-labelledby="start-title">
        <h2 id="start-title">Start your adventure</h2>
        <ol className="steps">
          <li>
            <Link to={paths.signup}>Create a free account</Link> on this website.
          </li>
          <li>
            <Link to={paths.download}>Download the client</Link> and install it.
          </li>
          <li>
            Log in with your account and say hi on our <Link to={paths.community}>community</Link>.
          </li>
        </ol>
      </section>

      <section className="card home__about" aria-labelledby="about-title">
        <h2 id="about-title">Why Henesys?</h2>
        <ul className="home__highlights">
          <li>The classic v83 experience: Explorers, Cygnus Knights and Aran</li>
          <li>Levels 1 to 250, with room to grow after fourth job</li>
          <li>Friendly rates and scroll pity, so bad luck never lasts forever</li>
          <li>Boss runs from Zakum to Pink Bean, Monster Park and Mu Lung Dojo</li>
        </ul>
        <Link className="button button--secondary" to={paths.features}>
          See all features
        </Link>
      </section>
    </div>
  );
}
