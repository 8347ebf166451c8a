/*
 * Media for stories, made in the browser: a portrait-like picture and a short real video, so the
 * session stories show working images and players without fetching anything.
 */

const PORTRAIT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#d9e8e6"/><circle cx="48" cy="38" r="18" fill="#b98a6a"/><path d="M16 96c4-22 18-32 32-32s28 10 32 32z" fill="#1c6664"/></svg>`;

/** A small portrait placeholder as a data URL. */
export const samplePortrait = `data:image/svg+xml,${encodeURIComponent(PORTRAIT_SVG)}`;

/**
 * Records `durationMs` of an animated canvas (a face whose mouth opens and closes) with
 * MediaRecorder and returns an object URL of the WebM video.
 */
export async function makeSampleVideo(durationMs = 1200): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 240;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  let frame = 0;
  const draw = () => {
    context.fillStyle = '#d9e8e6';
    context.fillRect(0, 0, 320, 240);
    context.fillStyle = '#b98a6a';
    context.beginPath();
    context.arc(160, 110, 70, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#5a2e1e';
    context.beginPath();
    context.ellipse(160, 145, 22, 4 + 10 * Math.abs(Math.sin(frame / 3)), 0, 0, Math.PI * 2);
    context.fill();
    frame++;
  };
  draw();
  const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise<void>((resolve) => {
    recorder.onstop = () => resolve();
  });
  const timer = setInterval(draw, 40);
  recorder.start();
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  recorder.stop();
  await stopped;
  clearInterval(timer);
  return URL.createObjectURL(new Blob(chunks, { type: 'video/webm' }));
}
