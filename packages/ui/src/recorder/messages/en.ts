/** English texts of the recorder (the source catalogue: the other locales match its shape). */
export const en = {
  label: 'Voice recorder',
  start: 'Start Recording',
  pause: 'Pause',
  resume: 'Resume',
  stop: 'Stop',
  play: 'Play',
  pausePlayback: 'Pause',
  recordAgain: 'Record Again',
  recording: 'Recording',
  paused: 'Paused',
  elapsed: 'Recorded time',
  limit: (time: string) => `Up to ${time}`,
  complete: (time: string) => `Recording Complete (${time})`,
  processing: 'Preparing the recording...',
  limitReached: 'The maximum recording length was reached, so the recording stopped.',
  permissionTitle: 'Microphone Access Required',
  permissionText: 'Allow this site to use your microphone in your browser, then try again.',
  grantPermission: 'Grant Permission',
  disabled: 'Recording is not available.',
  shortcutHint: 'Shortcut: Alt+R starts and stops recording',
  errors: {
    'permission-denied': 'Failed to access microphone. Please ensure microphone permissions are granted.',
    'microphone-unavailable':
      'Failed to access microphone. Please ensure microphone permissions are granted.',
    'microphone-ended':
      'The microphone stopped during the recording. What was recorded until then is kept; record again if it is incomplete.',
    unsupported:
      'This browser cannot record audio. Please use a recent version of Chrome, Edge, Firefox or Safari.',
    'processing-failed': 'The recording could not be prepared. Please record again.',
  },
};

export type RecorderMessages = typeof en;
