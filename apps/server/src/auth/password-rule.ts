import { PASSWORD_WEAKNESS_DETAILS, passwordWeakness } from '@rebond/sdk';
import { badRequest } from '../http/errors';

/**
 * Refuses a weak new password with 400 and the reason (`<field>: <why>`, like the other field
 * rules): the SDK's rule, the one the forms show live, against common-password, word and keyboard
 * lists and the account's own name, username and e-mail.
 */
export async function assertStrongPassword(
  field: 'password' | 'new_password',
  password: string,
  account: readonly (string | undefined)[],
): Promise<void> {
  const weakness = await passwordWeakness(password, account);
  if (weakness) throw badRequest(`${field}: ${PASSWORD_WEAKNESS_DETAILS[weakness]}`);
}
