import { api } from '../../api';

/**
 * Download My Data: the user's record, consents, sessions (with their conversations) and coded
 * transcripts from the API, saved as one JSON file.
 */
export async function downloadMyData(username: string): Promise<void> {
  const [user, consents, sessions, transcripts] = await Promise.all([
    api.users.search(username),
    api.consents.list(),
    api.sessions.listByUser(),
    api.skills.listTranscripts(),
  ]);
  const exported = { exported_at: new Date().toISOString(), user, consents, sessions, transcripts };
  const blob = new Blob([JSON.stringify(exported, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `rebond-my-data-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
