import { fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES } from '@henesys/contracts';
import { renderRoute } from './render-route';

const PASSWORD = 'secret123';
const VALID = {
  username: 'Valid1',
  email: 'valid1@example.com',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  birthday: '2000-01-31',
  terms: true,
};
type Form = typeof VALID;

const thirteenYearsAgoPlusOneDay = (() => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - 13);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
})();

// [what changes from a valid form, the field that gets focus, every message shown]
const RULES: Array<[Partial<Form>, string, string[]]> = [
  [{ username: '' }, 'signup-username', [MESSAGES.usernameRequired]],
  [{ username: 'abc' }, 'signup-username', [MESSAGES.usernameLength]],
  [{ username: 'abcdefghijklm' }, 'signup-username', [MESSAGES.usernameLength]],
  [{ username: 'bad_name' }, 'signup-username', [MESSAGES.usernameCharacters]],
  [{ email: '' }, 'signup-email', [MESSAGES.emailRequired]],
  [{ email: 'valid1@nowhere' }, 'signup-email', [MESSAGES.emailInvalid]],
  [
    { password: '', confirmPassword: '' },
    'signup-password',
    [MESSAGES.passwordRequired, MESSAGES.confirmPasswordRequired],
  ],
  [{ password: '12345', confirmPassword: '12345' }, 'signup-password', [MESSAGES.signupPasswordLength]],
  [
    { password: '12345678901234567', confirmPassword: '12345678901234567' },
    'signup-password',
    [MESSAGES.signupPasswordLength],
  ],
  [{ confirmPassword: '' }, 'signup-confirm-password', [MESSAGES.confirmPasswordRequired]],
  [{ confirmPassword: 'secret124' }, 'signup-confirm-password', [MESSAGES.passwordsDoNotMatch]],
  [{ birthday: '' }, 'signup-birthday', [MESSAGES.birthdayRequired]],
  [{ birthday: '2999-01-01' }, 'signup-birthday', [MESSAGES.birthdayInvalid]],
  [{ birthday: thirteenYearsAgoPlusOneDay }, 'signup-birthday', [MESSAGES.tooYoung]],
  [{ terms: false }, 'signup-terms', [MESSAGES.termsRequired]],
];

const FIELD_IDS = [
  'signup-username',
  'signup-email',
  'signup-password',
  'signup-confirm-password',
  'signup-birthday',
  'signup-terms',
];

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

/** Sets every field at once (the form's own state follows each change event), then submits. */
function submitSignup(form: Form): void {
  for (const [id, value] of [
    ['signup-username', form.username],
    ['signup-email', form.email],
    ['signup-password', form.password],
    ['signup-confirm-password', form.confirmPassword],
    ['signup-birthday', form.birthday],
  ] as const)
    fireEvent.change(field(id), { target: { value } });
  if (field('signup-terms').checked !== form.terms) fireEvent.click(field('signup-terms'));
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

const messagesShown = () =>
  [...document.querySelectorAll('.form__error')].map((element) => (element.textContent ?? '').trim());

/** Moved from the identity browser suite: the sign-up rules are the page's own, with no server in them. */
describe('/signup', () => {
  it('shows the message of every rule under its field, focuses that field and sends nothing', async () => {
    const { callsTo } = renderRoute('/signup');
    await screen.findByRole('button', { name: 'Create Account' });

    const seen = RULES.map(([change]) => {
      submitSignup({ ...VALID, ...change });
      return { change, focused: document.activeElement?.id ?? null, messages: messagesShown() };
    });

    expect(seen).toEqual(RULES.map(([change, focused, messages]) => ({ change, focused, messages })));
    expect(callsTo('POST /api/auth/register')).toEqual([]);
  });

  it('links each message to its field and the terms to the legal pages', async () => {
    renderRoute('/signup');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Account' }));

    expect(
      FIELD_IDS.map((id) => [id, field(id).getAttribute('aria-invalid'), field(id).getAttribute('aria-describedby')]),
    ).toEqual(FIELD_IDS.map((id) => [id, 'true', `${id}-error`]));
    const form = field('signup-username').closest('form') as HTMLFormElement;
    expect(form.querySelectorAll('[role="alert"]')).toHaveLength(6);
    expect(within(form).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-of-service');
    expect(within(form).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  });
});
