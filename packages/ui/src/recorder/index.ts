export { encodeWav, type PcmAudio } from './encode-wav';
export {
  Recorder,
  type RecorderPart,
  type RecorderProps,
  RecorderView,
  type RecorderViewProps,
} from './recorder';
export {
  createRecorder,
  type RecorderActions,
  type RecorderOptions,
  type RecorderSnapshot,
  type RecorderStore,
} from './recorder-core';
export { type RecorderMessages, recorderCatalogue, useRecorderMessages } from './recorder-messages';
export {
  formatDuration,
  pickRecordingMimeType,
  RECORDING_MIME_TYPES,
  recordingFileName,
} from './recording-format';
export {
  RECORDER_STATES,
  type RecorderController,
  type RecorderErrorCode,
  type RecorderOutput,
  type RecorderState,
  type Recording,
  type UseRecorderOptions,
  useRecorder,
} from './use-recorder';
