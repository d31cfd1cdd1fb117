import { Link } from 'react-router-dom';
import { VOTE_REWARD_NX } from '@henesys/contracts';
import { paths } from '../../config/paths';
import { Tabs, type TabItem } from '../../components/ui/tabs';
import { formatNumber } from '../../lib/format';
import './features.css';

interface Feature {
  name: string;
  badge?: string;
  text: string;
}

const DUNGEONS: Feature[] = [
  {
    name: 'Mu Lung Dojo',
    badge: 'Level 25+',
    text: 'Climb 40 floors of bosses against the clock, alone or with a party, and trade your Dojo points for belts and medals.',
  },
  {
    name: 'Monster Park',
    badge: 'Level 20+',
    text: 'Fast-paced runs through themed parks full of monsters, with bonus experience and tickets to win at the end.',
  },
  {
    name: 'Zakum',
    badge: 'Level 50+',
    text: 'Finish the El Nath prequests, gather your expedition and bring down the stone giant for its famous helmet.',
  },
  {
    name: 'Horntail',
    badge: 'Level 80+',
    text: 'Descend into the Cave of Life and fight the three-headed dragon, part by part, with a well-prepared squad.',
  },
  {
    name: 'Chaos Zakum',
    badge: 'Level 100+',
    text: 'A harder, meaner Zakum with new patterns and better rewards, for seasoned expeditions.',
  },
  {
    name: 'Pink Bean',
    badge: 'Level 120+',
    text: 'The final challenge of the Temple of Time: a cute face hiding the strongest boss of the server.',
  },
];

const SYSTEMS: Feature[] = [
  {
    name: 'Scroll pity',
    text: 'Every failed scroll on an item fills its pity meter. When the meter is full, your next scroll of the same kind is guaranteed to pass, so a bad streak never ruins an item forever.',
  },
  {
    name: 'Scrolling fees',
    text: 'Each scroll attempt costs a small meso fee, shown before you confirm. The fee takes mesos out of the economy and keeps prices of scrolls and items fair.',
  },
  {
    name: 'Skill level caps',
    text: 'Some third-job skills have a level cap of 35 but are capped at 10, 20 or 30 until the fourth job. Reach fourth job to unlock their full potential.',
  },
  {
    name: 'Account security',
    text: 'Protect your account with two-factor authentication and an optional IP restriction, both managed from your account settings.',
  },
];

const GAMEPLAY: Feature[] = [
  {
    name: 'Levels 1 to 250',
    text: 'The classic level curve from Maple Island to the top, with content all the way: there is always a next goal.',
  },
  {
    name: 'Every v83 job',
    text: 'Explorers (Warrior, Magician, Bowman, Thief, Pirate), the five Cygnus Knights and the Aran. Same skills, same feel.',
  },
  {
    name: 'Quality of life',
    text: 'Friendly experience, meso and drop rates, fewer tedious errands and bug fixes the original game never received, without losing its charm.',
  },
  {
    name: 'Party play',
    text: 'Party quests, boss expeditions and a guild system that make playing together worth it.',
  },
];

const EVENTS: Feature[] = [
  {
    name: 'Daily vote',
    badge: `${formatNumber(VOTE_REWARD_NX)} NX`,
    text: `Vote for Henesys once a day and receive ${formatNumber(VOTE_REWARD_NX)} NX Cash on your account.`,
  },
  {
    name: 'Seasonal events',
    text: 'Holiday maps, limited-time quests and event items throughout the year. The ongoing event and its countdown are shown on the home page.',
  },
  {
    name: 'GM events',
    text: 'Hide and seek, trivia, jump quests and races hosted by our game masters, with prizes for the winners.',
  },
  {
    name: 'Community contests',
    text: 'Screenshot, fashion and guild contests on our Discord, announced in the news.',
  },
];

function FeatureList({ features }: { features: Feature[] }) {
  return (
    <ul className="feature-list">
      {features.map((feature) => (
        <li key={feature.name} className="feature card">
          <h2 className="feature__name">
            {feature.name}
            {feature.badge ? <span className="feature__badge">{feature.badge}</span> : null}
          </h2>
          <p>{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}

const TABS: TabItem[] = [
  { id: 'dungeons', label: 'Dungeons', content: <FeatureList features={DUNGEONS} /> },
  { id: 'systems', label: 'Systems', content: <FeatureList features={SYSTEMS} /> },
  { id: 'gameplay', label: 'Gameplay', content: <FeatureList features={GAMEPLAY} /> },
  { id: 'events', label: 'Events', content: <FeatureList features={EVENTS} /> },
];

export default function FeaturesRoute() {
  return (
    <div className="page stack">
      <Tabs items={TABS} label="Features" />
      <p className="meta features__more">
        Ready? <Link to={paths.download}>Download the client</Link> or <Link to={paths.signup}>create an account</Link>.
      </p>
    </div>
  );
}
