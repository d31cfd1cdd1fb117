import { Suspense, useEffect, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { HeroBanner } from '../components/layout/hero-banner';
import { getHeroContent } from '../components/layout/hero-content';
import { Loading } from '../components/ui/loading';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { useAuth } from '../features/auth/hooks/use-auth';
import { loginStateFor } from '../features/auth/lib/redirect-target';
import { ServerStatusWidget } from '../features/server-status/components/server-status-widget';

function Shell() {
  const { user, logout } = useAuth();
  const location = useLocation();
  const hero = getHeroContent(location.pathname);
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // A layout effect: it runs before any page's own effect, so a page may set a title of its own (an article).
  useLayoutEffect(() => {
    document.title = location.pathname === '/' ? 'Henesys: Nostalgia, QoL & more!' : `${hero.title} | Henesys`;
  }, [hero.title, location.pathname]);

  // After a navigation, move focus to the new page so screen readers start reading it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    mainRef.current?.focus();
    mainRef.current?.scrollIntoView();
  }

  return (
    <div className="app">
      <a className="skip-link" href="#main-content" onClick={skipToContent}>
        Skip to content
      </a>
      <Header
        user={user}
        onLogout={logout}
        loginLinkState={loginStateFor(location)}
        statusPanel={<ServerStatusWidget variant="compact" />}
      />
      <main id="main-content" className="app__main" tabIndex={-1} ref={mainRef}>
        <HeroBanner title={hero.title} subtitle={hero.subtitle} />
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

/** Header, hero banner, page and footer around every route, inside the session provider. */
export function RootLayout() {
  return (
    <AuthProvider>
      <Shell />
    </AuthProvider>
  );
}
