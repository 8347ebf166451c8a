/**
 * `@rebond/ui/recorder-core`: the voice recorder without React and without message catalogues,
 * for consumers that render it themselves (the embeddable `<rebond-recorder>` widget).
 */
export { encodeWav, type PcmAudio } from './recorder/encode-wav';
export {
  createRecorder,
  RECORDER_STATES,
  type RecorderActions,
  type RecorderErrorCode,
  type RecorderOptions,
  type RecorderOutput,
  type RecorderSnapshot,
  type RecorderState,
  type RecorderStore,
  type Recording,
} from './recorder/recorder-core';
export {
  formatDuration,
  pickRecordingMimeType,
  RECORDING_MIME_TYPES,
  recordingFileName,
} from './recorder/recording-format';
