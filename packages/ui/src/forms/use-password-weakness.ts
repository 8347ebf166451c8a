import { type PasswordWeakness, passwordWeakness } from '@rebond/sdk';
import { useEffect, useState } from 'react';

/**
 * The SDK's password rule (the server's), checked live as the user types: the reason a new
 * password would be refused, or `undefined` while it is empty, being checked or strong enough. The
 * word lists load on the first check, in their own chunk, never with the page.
 */
export function usePasswordWeakness(
  password: string,
  accountWords: readonly string[],
): PasswordWeakness | undefined {
  const [result, setResult] = useState<{ password: string; weakness: PasswordWeakness | undefined }>();
  const words = accountWords.join('\n');
  useEffect(() => {
    if (!password) return;
    let current = true;
    const timer = setTimeout(() => {
      passwordWeakness(password, words.split('\n')).then(
        (weakness) => current && setResult({ password, weakness }),
        () => undefined,
      );
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, words]);
  return result?.password === password ? result.weakness : undefined;
}
