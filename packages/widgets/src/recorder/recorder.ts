import { RebondRecorder } from './recorder.component';

export { RebondRecorder, type RecorderWidgetState } from './recorder.component';

/** Defines `<rebond-recorder>`; safe to call twice. Importing this module already does. */
export function defineRecorder(): boolean {
  return RebondRecorder.define();
}

defineRecorder();

declare global {
  interface HTMLElementTagNameMap {
    'rebond-recorder': RebondRecorder;
  }
}
