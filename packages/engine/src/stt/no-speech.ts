import { EngineError } from '../errors.js';

/** What every recogniser throws when a recording held no words it could hear. */
export const noSpeech = () =>
  new EngineError(
    'transcribe',
    'no_speech',
    'No speech was recognised in the recording. Speak closer to the microphone and try again.',
  );
