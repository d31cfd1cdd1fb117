/** The spec's own words (SPEC §5 and §8), defined once for the web and the servers. */
export const MESSAGES = {
  usernameRequired: 'Username is required',
  usernameLength: 'Username must be between 4 and 12 characters',
  usernameCharacters: 'Username can only contain letters and numbers',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  signupPasswordLength: 'Password must be between 6 and 16 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  birthdayRequired: 'Birthday is required',
  birthdayInvalid: 'Please enter a valid birth date',
  tooYoung: 'You must be at least 13 years old to sign up',
  termsRequired: 'You must agree to the Terms of Service and Privacy Policy',

  loginFailed: 'Invalid username or password. Please try again.',
  twoFactorCodeLength: 'Verification code must be 6 digits',
  twoFactorCodeOrBackup: 'Please enter either a verification code or a backup code',
  twoFactorInvalid: 'Invalid code. Please try again.',
  twoFactorSessionExpired: 'Your login session has expired. Please log in again.',
  ipLocked: 'This account only accepts logins from its registered IP address. Log in from your usual network or contact support.',

  registrationSuccess: 'Registration successful! You can now log in with your account.',
  registrationFailed: 'Registration failed. Please try again.',
  registrationError: 'An error occurred during registration. Please try again.',
  usernameTaken: 'This username is already taken',
  emailTaken: 'An account with this email already exists',

  forgotEmailRequired: 'Please enter your email address',
  forgotUsernameRequired: 'Please enter your username',
  forgotBirthdayRequired: 'Please enter your birthday',
  forgotSuccess: 'Recovery email sent! Please check your inbox for password reset instructions.',
  genericError: 'An error occurred. Please try again later.',

  resetPasswordRequired: 'Please enter a new password',
  resetPasswordLength: 'Password must be at least 6 characters long',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  resetSuccess: 'Your password has been reset. You can now log in with your new password.',

  newPasswordsDoNotMatch: 'New passwords do not match',
  changePasswordLength: 'Password must be at least 6 characters',
  currentPasswordWrong: 'Current password is incorrect',

  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  sessionExpired: 'Authentication required. Please log in again.',
} as const;
