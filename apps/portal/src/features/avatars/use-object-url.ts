import { type StoredFile, toFile } from '@rebond/ui';
import { useEffect, useState } from 'react';

/**
 * A `blob:` URL of a kept file, for an `<audio>` or `<img>` (the server's CSP refuses `data:`
 * media). It is revoked when the file changes and when the component goes away. Null while there
 * is no file, or its bytes were not kept.
 */
export function useObjectUrl(stored: StoredFile | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const dataUrl = stored?.dataUrl ?? null;
  const name = stored?.name ?? '';
  const type = stored?.type ?? '';
  useEffect(() => {
    if (!dataUrl) {
      setUrl(null);
      return;
    }
    const file = toFile({ name, type, size: 0, dataUrl });
    if (!file) return;
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [dataUrl, name, type]);
  return url;
}
