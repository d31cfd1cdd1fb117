import { discordAuthUrl, popupFeatures } from './popup';

describe('discordAuthUrl', () => {
  it('is the gateway auth address on our host with the session token', () => {
    expect(discordAuthUrl('/api', 'http://127.0.0.1:3000', 'abc.def-ghi')).toBe('http://127.0.0.1:3000/api/discord/auth?client_token=abc.def-ghi');
  });

  it('escapes the token and follows an absolute API base', () => {
    expect(discordAuthUrl('https://api.henesys.gg/api/', 'https://henesys.gg', 'a+b/c=')).toBe('https://api.henesys.gg/api/discord/auth?client_token=a%2Bb%2Fc%3D');
  });
});

describe('popupFeatures', () => {
  it('centres the popup over the window', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1300, outerHeight: 960 })).toBe('popup=yes,width=500,height=760,left=500,top=150');
  });

  it('never places it off the screen', () => {
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 320, outerHeight: 480 })).toBe('popup=yes,width=500,height=760,left=0,top=0');
  });
});
