/**
 * The markup of `<rebond-recorder>`'s shadow root: every view is in it, hidden or shown by the
 * view (`recorder.view.ts`), so the focused control keeps focus across renders.
 */
import { recorderStyles } from './recorder.styles';

const MIC_ICON =
  '<svg class="icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect x="9" y="2" width="6" height="12" rx="3"/><path d="M5 10a7 7 0 0 0 14 0M12 17v5M8 22h8"/></svg>';

let template: HTMLTemplateElement | undefined;

/** The shadow root's template, made once. */
export function recorderTemplate(): HTMLTemplateElement {
  if (!template) {
    template = document.createElement('template');
    template.innerHTML = `<style>${recorderStyles}</style>
<section class="root" part="base" aria-labelledby="title">
  <header class="header" part="header">
    <img class="avatar" part="avatar" alt="" hidden>
    <h2 class="title" part="title" id="title" tabindex="-1"></h2>
  </header>
  <p class="muted" part="loading" data-view="loading"></p>
  <div class="stack" part="consent" data-view="consent">
    <h3 class="title-small" id="consent-title"></h3>
    <p data-text="consent-description"></p>
    <div><button class="link" part="button details-toggle" type="button" data-action="toggle" aria-expanded="false" aria-controls="consent-details"></button></div>
    <ul class="details" part="consent-details" id="consent-details" hidden></ul>
    <p class="muted" data-text="consent-note"></p>
    <div class="actions">
      <button part="button decline" type="button" data-action="decline"></button>
      <button class="primary" part="button accept" type="button" data-action="accept"></button>
    </div>
  </div>
  <div class="stack" part="declined" data-view="declined">
    <p data-text="declined"></p>
    <div class="actions"><button part="button review" type="button" data-action="review"></button></div>
  </div>
  <div class="stack" part="reply" data-view="reply">
    <video part="video" controls playsinline preload="metadata"><track kind="captions" default></video>
    <details part="transcript"><summary data-text="transcript"></summary><ol class="turns"></ol></details>
    <div class="actions">
      <button class="primary" part="button next" type="button" data-action="next"></button>
    </div>
  </div>
  <div class="stack" part="recorder" data-view="recorder">
    <div class="stack" part="permission" data-view="denied">
      <div class="notice"><p class="title-small" data-text="permission-title"></p><p data-text="permission-text"></p></div>
      <div class="actions"><button part="button allow-microphone" type="button" data-action="allow"></button></div>
    </div>
    <div class="row" data-view="idle">
      <button class="primary" part="button start" type="button" data-action="start">${MIC_ICON}<span></span></button>
      <span class="muted" data-text="limit"></span>
      <p class="muted" data-text="asking"></p>
    </div>
    <div class="stack" data-view="live">
      <div class="row">
        <span class="badge" part="recording-status"><span class="dot" aria-hidden="true"></span><span></span></span>
        <span class="timer" part="timer" role="timer"></span>
        <span class="muted" data-text="max"></span>
      </div>
      <div class="actions">
        <button part="button pause" type="button" data-action="pause"></button>
        <button part="button resume" type="button" data-action="resume"></button>
        <button class="danger" part="button stop" type="button" data-action="stop"></button>
      </div>
    </div>
    <p class="muted" data-view="processing"></p>
    <div class="stack" part="recorded" data-view="recorded">
      <p class="complete" data-text="complete"></p>
      <audio preload="metadata"></audio>
      <div class="actions">
        <button part="button play" type="button" data-action="play" aria-pressed="false"></button>
        <button part="button record-again" type="button" data-action="record-again"></button>
        <button class="primary" part="button send" type="button" data-action="send" aria-describedby="send-hint"></button>
      </div>
      <p class="muted" id="send-hint" data-text="send-hint"></p>
    </div>
    <p class="info" data-text="limit-reached"></p>
  </div>
  <div class="stack" part="progress" data-view="sending">
    <p data-text="stage"></p>
    <div class="bar" part="progress-bar" role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-labelledby="progress-label"><div class="bar-fill"></div></div>
    <span class="sr-only" id="progress-label" data-text="progress-label"></span>
  </div>
  <div class="stack" part="ended" data-view="ended">
    <h3 class="title-small" data-text="ended-title" tabindex="-1"></h3>
    <p data-text="ended-text"></p>
  </div>
  <div class="stack" data-view="error">
    <div class="notice" part="error" role="alert"><p></p></div>
    <div class="actions"><button part="button retry" type="button" data-action="retry"></button></div>
  </div>
  <div class="footer" part="footer" data-view="footer">
    <button part="button end" type="button" data-action="end"></button>
  </div>
  <div class="sr-only" aria-live="polite" aria-atomic="true" data-text="live"></div>
</section>`;
  }
  return template;
}
