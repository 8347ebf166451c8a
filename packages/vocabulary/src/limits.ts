/** Usernames: letters, digits, `_`, `.` and `-`. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** The shortest password the server accepts. */
export const PASSWORD_MIN_LENGTH = 8;
/** The longest password the server accepts. */
export const PASSWORD_MAX_LENGTH = 128;
/** The longest typed message `POST /videos/create` takes as `message_text`. */
export const VIDEO_MESSAGE_TEXT_MAX = 2000;
/** The most items one page of a list answers when a page size is asked. */
export const MAX_PAGE_SIZE = 200;
/** The most items a list answers when no page is asked (the spec's calls); a cursor follows when there are more. */
export const UNPAGED_LIST_LIMIT = 1000;
/** The longest recording, in seconds, a coach or a visitor may send as a message (spec section 9). */
export const MAX_RECORDING_SECONDS = 300;
/** How long the recorders let one message run, in seconds: the session screen's and the widget's "Up to 03:00". */
export const MESSAGE_RECORDING_SECONDS = 180;
/** The longest voice sample, in seconds, voice cloning takes (5 minutes; a minute or two is plenty). */
export const VOICE_SAMPLE_MAX_SECONDS = 300;

/** Most jobs one event stream (`GET /jobs/events?ids=`) names for its first events. */
export const MAX_WATCHED_JOBS = 20;
