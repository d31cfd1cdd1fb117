import { EnvValidationError, loadEnv } from '@henesys/server';
import { RankingsEnv } from '../config/rankings-env';
import { skillIconUrl } from './skill-icon';

describe('skill icons', () => {
  it('fills {id} with the id as the game writes it, leading zeros kept', () => {
    expect(skillIconUrl('https://icons.example/skill/{id}/icon', '0001000')).toBe(
      'https://icons.example/skill/0001000/icon',
    );
    expect(skillIconUrl('/icons/{id}.png?v={id}', '21120005')).toBe('/icons/21120005.png?v=21120005');
  });

  it('has no icon without a template', () => {
    expect(skillIconUrl('', '1001004')).toBeNull();
  });

  it('defaults to maplestory.io and refuses plain http and unknown placeholders', () => {
    expect(loadEnv(RankingsEnv, {}).SKILL_ICON_URL_TEMPLATE).toBe('https://maplestory.io/api/GMS/83/skill/{id}/icon');
    expect(loadEnv(RankingsEnv, { SKILL_ICON_URL_TEMPLATE: '' }).SKILL_ICON_URL_TEMPLATE).toBe('');
    for (const template of ['http://icons.example/{id}.png', 'https://icons.example/{skillId}.png', 'icons/{id}.png']) {
      expect(() => loadEnv(RankingsEnv, { SKILL_ICON_URL_TEMPLATE: template })).toThrow(EnvValidationError);
    }
  });
});
