/**
 * English texts of the embeddable widgets (the source catalogue: the other locales match its
 * shape). These speak to a clinic's visitor, not to a coach: no account, no settings page.
 */
export const en = {
  consent: {
    note: 'You can stop at any time. To have your recordings deleted, ask the practice that invited you.',
    accept: 'I Understand and Agree',
    decline: "I Don't Agree",
    showDetails: 'Show Details',
    hideDetails: 'Hide Details',
    saving: 'Saving your answer...',
    saved: 'Your answer was saved.',
    types: {
      platform: {
        title: 'Practice With an AI Partner',
        description:
          'This page lets you rehearse a difficult conversation with a talking AI avatar. It is a practice tool, not therapy or emergency help.',
        details: [
          'The avatar and its replies are made by an AI. They can be inaccurate or unexpected.',
          'The practice that invited you runs these sessions and can see them.',
          'If you are in danger or need urgent help, contact your local emergency services.',
          'You can stop at any time by closing this page.',
        ],
      },
      session: {
        title: 'Before You Start',
        description:
          'This practice session records your voice and sends it to an AI, which writes a reply and turns it into a video of the avatar speaking.',
        details: [
          'What you say is recorded and turned into text.',
          'Your recording, its text and the replies are kept with this session by the practice that invited you, and its coaches can see them.',
          'Please do not say names or details that could identify you or someone else.',
          'AI replies can be inaccurate or unexpected: they are practice, not advice.',
        ],
      },
      'data-processing': {
        title: 'How the AI Uses Your Voice',
        description:
          'An AI turns your recording into text, writes the reply of the avatar and makes the spoken video.',
        details: [
          'Speech recognition turns your recorded voice into text.',
          'That text and the conversation so far are used to write the reply.',
          'The reply is turned into speech and a lip-synced video of the avatar.',
          'Your recordings are not used to train AI models.',
        ],
      },
    },
  },
  recorder: {
    label: (name: string) => `Practice conversation with ${name}`,
    fallbackName: 'the avatar',
    loading: 'Getting the practice session ready...',
    declined: 'Nothing was recorded. You can change your mind whenever you like.',
    reviewConsent: 'Read Again',
    permissionTitle: 'Microphone Access Required',
    permissionText: 'Allow this page to use your microphone in your browser, then try again.',
    allowMicrophone: 'Allow Microphone',
    asking: 'Your browser is asking to use your microphone: choose Allow.',
    start: 'Start Recording',
    pause: 'Pause',
    resume: 'Resume',
    stop: 'Stop',
    play: 'Play',
    pausePlayback: 'Pause',
    recordAgain: 'Record Again',
    send: 'Send',
    recording: 'Recording',
    paused: 'Paused',
    elapsed: 'Recorded time',
    limit: (time: string) => `Up to ${time}`,
    timer: (elapsed: string, max: string) => `${elapsed} of ${max}`,
    processing: 'Preparing the recording...',
    recorded: (time: string) => `Your message (${time})`,
    yourRecording: 'Your recording',
    tooShort: 'Record at least one second to send it.',
    limitReached: 'The maximum length was reached, so the recording stopped.',
    progressLabel: 'Progress of the reply',
    progress: (stage: string, percent: number) => `${stage}: ${percent}%`,
    stages: {
      uploading: 'Sending your recording',
      analyzingVoicePatterns: 'Listening to what you said',
      generatingLipSync: 'Writing and speaking the reply',
      renderingAvatarVideo: 'Making the video',
      finalizingVideo: 'Finishing the video',
      working: 'Working on the reply',
    },
    replyReady: (name: string) => `${name} replied.`,
    videoLabel: (name: string) => `Video reply from ${name}`,
    captions: 'Captions',
    transcript: 'Read the conversation',
    you: 'You',
    next: 'Record Your Answer',
    end: 'End Session',
    endedTitle: 'Session Ended',
    endedText: 'Thank you for practising. You can close this page now.',
    retry: 'Try Again',
    turn: (turn: number) => `Turn ${turn}`,
    errors: {
      revoked: 'This practice link is no longer active. Please let the practice that invited you know.',
      expired:
        'This practice link has expired. Your recording is kept while the page renews the link; if nothing happens, reload the page.',
      origin:
        'This website is not allowed to run this practice session. Please let the practice that invited you know.',
      quota: 'This practice has used all of its sessions for today. Please try again tomorrow.',
      microphone:
        'Your microphone could not be used. Check that one is connected and allowed in your browser, then try again.',
      too_large: 'This recording is too large to send. Please record a shorter message.',
      reply_failed: 'The reply could not be made. Your recording is kept: you can try again.',
      network: 'The connection was lost. Your recording is kept: check your connection and try again.',
      unknown: 'Something went wrong. Your recording is kept: you can try again.',
      not_ready: 'The avatar is not ready yet. Please try again in a few minutes.',
      notConfigured:
        'This practice session is not set up yet. Please let the practice that invited you know.',
    },
    recorderErrors: {
      'permission-denied': 'Your browser did not allow the microphone.',
      'microphone-unavailable':
        'No microphone could be used. Check that one is connected and not in use by another app.',
      'microphone-ended':
        'The microphone stopped during the recording. What was recorded until then is kept; record again if it is incomplete.',
      unsupported: 'This browser cannot record audio. Please use a recent Chrome, Edge, Firefox or Safari.',
      'processing-failed': 'The recording could not be prepared. Please record again.',
    },
  },
};

export type EmbedMessages = typeof en;
