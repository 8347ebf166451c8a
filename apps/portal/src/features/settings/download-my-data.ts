import { api } from '../../api';

/**
 * Download My Data: the server's archive of everything the coach owns (`GET /users/export`: a zip
 * with a manifest, the records of every category and the media files), saved as one file.
 */
export async function downloadMyData(): Promise<void> {
  const fetchArchive = () =>
    fetch(`${api.baseUrl}/users/export`, {
      headers: { authorization: `Bearer ${api.tokens.get()?.access_token ?? ''}` },
    });
  let response = await fetchArchive();
  if (response.status === 401 && (await api.auth.refresh())) response = await fetchArchive();
  if (!response.ok) throw new Error(`The export answered ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? `rebond-my-data-${new Date().toISOString().slice(0, 10)}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
