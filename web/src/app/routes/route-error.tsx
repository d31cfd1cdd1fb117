import { Link, useRouteError } from 'react-router-dom';
import { Button } from '../../components/ui/button';

/** Shown when a page fails to render or its code fails to load (e.g. after a new deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="page page--narrow">
      <section className="card" role="alert">
        <h2>Something went wrong</h2>
        <p>This page could not be shown. Reloading usually helps; if it keeps happening, tell us on the community.</p>
        <div className="button-row">
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Link className="button button--secondary" to="/">
            Back to Home
          </Link>
        </div>
      </section>
    </div>
  );
}
