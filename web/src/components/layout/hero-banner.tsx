import './hero-banner.css';

/** The banner at the top of every page; its title is the page's only h1. */
export function HeroBanner({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="hero">
      <div className="hero__inner">
        <h1 className="hero__title">{title}</h1>
        <p className="hero__subtitle">{subtitle}</p>
      </div>
    </div>
  );
}
