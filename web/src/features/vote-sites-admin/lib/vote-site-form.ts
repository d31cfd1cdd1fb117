import type { VoteProtocol, VoteSite, VoteSiteInput } from '@henesys/contracts';

/** The protocols that send a key or password of their own (the others get a secret in the callback address). */
export const KEYED_PROTOCOLS: readonly VoteProtocol[] = ['gtop100', 'arena-top100', 'mmtop100'];

/** The form's fields, as text. */
export interface VoteSiteForm {
  name: string;
  protocol: VoteProtocol;
  voteUrl: string;
  cooldownHours: string;
  rewardNx: string;
  enabled: boolean;
  order: string;
  allowFrom: string;
  key: string;
}

export const EMPTY_FORM: VoteSiteForm = {
  name: '',
  protocol: 'topg',
  voteUrl: 'https://',
  cooldownHours: '24',
  rewardNx: '5000',
  enabled: true,
  order: '0',
  allowFrom: '',
  key: '',
};

export function formOf(site: VoteSite): VoteSiteForm {
  return {
    ...site,
    cooldownHours: String(site.cooldownHours),
    rewardNx: String(site.rewardNx),
    order: String(site.order),
    allowFrom: site.allowFrom.join(', '),
    key: site.key ?? '',
  };
}

/** The API's input; the server checks every rule and says what is wrong. */
export function inputOf(form: VoteSiteForm): VoteSiteInput {
  return {
    name: form.name.trim(),
    protocol: form.protocol,
    voteUrl: form.voteUrl.trim(),
    cooldownHours: Number(form.cooldownHours),
    rewardNx: Number(form.rewardNx),
    enabled: form.enabled,
    order: Number(form.order),
    allowFrom: form.allowFrom
      .split(/[\s,]+/)
      .map((block) => block.trim())
      .filter(Boolean),
    key: KEYED_PROTOCOLS.includes(form.protocol) && form.key.trim() ? form.key.trim() : null,
  };
}
