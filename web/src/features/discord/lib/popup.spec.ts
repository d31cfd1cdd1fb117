import { discordAddressOf, popupFeatures } from './popup';

describe('discordAddressOf', () => {
  it("takes the server's Discord address", () => {
    const url = 'https://discord.com/oauth2/authorize?client_id=1&state=abc';
    expect(discordAddressOf({ url })).toBe(url);
    expect(discordAddressOf({ url: 'http://127.0.0.1:4000/oauth2/authorize?state=x' })).toBe(
      'http://127.0.0.1:4000/oauth2/authorize?state=x',
    );
  });

  it('follows nothing else: no address, not a URL, a script or data URL', () => {
    expect(
      [null, {}, { url: 7 }, { url: 'not a url' }, { url: 'javascript:alert(1)' }, { url: 'data:text/html,x' }].map(
        discordAddressOf,
      ),
    ).toEqual([null, null, null, null, null, null]);
  });
});

describe('popupFeatures', () => {
  it('centres the popup over the window', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1300, outerHeight: 960 })).toBe(
      'popup=yes,width=500,height=760,left=500,top=150',
    );
  });

  it('never places it off the screen', () => {
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 320, outerHeight: 480 })).toBe(
      'popup=yes,width=500,height=760,left=0,top=0',
    );
  });
});
