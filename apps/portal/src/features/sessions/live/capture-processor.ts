/** The name the capture's AudioWorklet processor registers under (`capture.worklet.ts`). */
export const CAPTURE_PROCESSOR = 'rebond-capture';
