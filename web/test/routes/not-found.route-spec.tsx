import { screen } from '@testing-library/react';
import { renderRoute } from './render-route';

describe('any other path', () => {
  it("shows 'Page Not Found' with links to Home, Support, Downloads, Sign Up, Login and News (SPEC §2)", async () => {
    renderRoute('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    const links = screen.getByRole('heading', { name: 'Page Not Found' }).closest('section') as HTMLElement;
    const names = Array.from(links.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')]);
    expect(names).toEqual([
      ['Home', '/'],
      ['Support', '/community'],
      ['Downloads', '/download'],
      ['Sign Up', '/signup'],
      ['Login', '/login'],
      ['News', '/#news'],
    ]);
  });
});
