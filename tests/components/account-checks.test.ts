// The identity checks of the plain account forms (components/account-checks): the API's rules in the words the
// antd rules used, and the current password asked for (and sent) only while the email changes.
import {
  currentPasswordFor,
  emailChanging,
  failedOnly,
  identityErrors,
  type IdentityValues,
} from '@/components/account-checks';

const valid: IdentityValues = {
  name: 'Demo Fan',
  firstName: 'Demo',
  lastName: 'Fan',
  username: 'demo-fan',
  email: 'demo-fan@example.com',
  currentPassword: '',
};
const account = { savedEmail: 'demo-fan@example.com', hasPassword: true };

test('valid values pass', () => {
  expect(failedOnly(identityErrors(valid, account))).toEqual({});
});

test('each field says what is wrong', () => {
  const errors = failedOnly(
    identityErrors(
      { ...valid, name: ' ', firstName: 'x'.repeat(101), username: 'No Caps', email: 'nope' },
      { ...account, hasPassword: false },
    ),
  );
  expect(errors).toEqual({
    name: 'Display name is required',
    firstName: 'First name must be at most 100 characters',
    username: 'Username must be 3-30 characters: lowercase letters, numbers, _ or -',
    email: 'Please enter a valid email address',
  });
});

test('a new email asks for the current password, unless the account has none', () => {
  const moved = { ...valid, email: 'moved@example.com' };
  expect(identityErrors(moved, account).currentPassword).toBe(
    'Enter your current password to change your email',
  );
  expect(identityErrors(moved, { ...account, hasPassword: false }).currentPassword).toBe('');
  // case and spaces are no change
  expect(emailChanging(' Demo-Fan@Example.com ', account.savedEmail)).toBe(false);
});

test('the current password is sent only while its field is shown', () => {
  expect(currentPasswordFor({ email: valid.email, currentPassword: 'old' }, account)).toEqual({});
  expect(currentPasswordFor({ email: 'moved@example.com', currentPassword: 'old' }, account)).toEqual({
    currentPassword: 'old',
  });
  expect(
    currentPasswordFor(
      { email: 'moved@example.com', currentPassword: 'old' },
      { ...account, hasPassword: false },
    ),
  ).toEqual({});
});
