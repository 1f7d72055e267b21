// Shared field rules for JSON schemas and for multipart forms (which are validated by hand).
export const USERNAME_PATTERN = '^[a-zA-Z0-9_-]{3,30}$';
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** Passwords: 6 to 128 characters, anything allowed (the client may also send an MD5 hex when client hashing is on). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const GENDERS = ['male', 'female', 'transgender', 'couple', ''] as const;

export const MESSAGES = {
  username: 'Username must be 3 to 30 characters: lowercase letters, numbers, _ or -',
  email: 'Email address is invalid',
  password: `Password must be at least ${PASSWORD_MIN} characters`,
  usernameTaken: 'Username is already taken',
  emailTaken: 'Email is already taken',
};

export function isValidUsername(v: string): boolean {
  return new RegExp(USERNAME_PATTERN).test(v);
}

export function isValidEmail(v: string): boolean {
  return v.length <= 254 && new RegExp(EMAIL_PATTERN).test(v);
}

export function isValidPassword(v: string): boolean {
  return v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX;
}
