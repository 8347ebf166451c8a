import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@rebond/sdk';

/** The password length the server accepts, from the API contract. */
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/**
 * The same rule as `<input type="email">` (HTML Living Standard), so our check agrees with the
 * browser's.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export interface RegisterFormState {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export type RegisterField = keyof RegisterFormState;

/** Why a field is not valid; the form maps each code to a message of the catalogue. */
export type RegisterErrorCode =
  | 'required'
  | 'email-invalid'
  | 'password-too-short'
  | 'password-too-long'
  | 'passwords-mismatch'
  | 'terms-required';

export type RegisterErrors = Partial<Record<RegisterField, RegisterErrorCode>>;

/** Fields in the order they appear, which is also the order focus looks for the first error. */
export const REGISTER_FIELDS: readonly RegisterField[] = [
  'firstName',
  'lastName',
  'username',
  'email',
  'password',
  'confirmPassword',
  'acceptTerms',
];

export function validateRegistration(values: RegisterFormState): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!values.firstName.trim()) errors.firstName = 'required';
  if (!values.lastName.trim()) errors.lastName = 'required';
  if (!values.username.trim()) errors.username = 'required';
  const email = values.email.trim();
  if (!email) errors.email = 'required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'email-invalid';
  if (!values.password) errors.password = 'required';
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = 'password-too-short';
  else if (values.password.length > PASSWORD_MAX_LENGTH) errors.password = 'password-too-long';
  if (values.password && values.confirmPassword !== values.password)
    errors.confirmPassword = 'passwords-mismatch';
  if (!values.acceptTerms) errors.acceptTerms = 'terms-required';
  return errors;
}

/** The first field with an error, in the order the fields appear. */
export function firstInvalidField(errors: RegisterErrors): RegisterField | undefined {
  return REGISTER_FIELDS.find((field) => errors[field] !== undefined);
}
