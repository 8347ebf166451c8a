import { INITIAL_TYPING, typingAnimates, typingPhrase, typingStep } from '../pages/public/typing-steps';

/**
 * The landing hero's rotating audience (`.rb-typing`, its phrases in `data-phrases`), typed with
 * the same steps as the React hook; the whole first phrase, still, when motion is reduced.
 */
export function animateTyping() {
  const element = document.querySelector<HTMLElement>('.rb-typing[data-phrases]');
  const text = element?.querySelector('.rb-typing__text');
  if (!element || !text) return;
  const phrases = JSON.parse(element.dataset.phrases ?? '[]') as string[];
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  let state = INITIAL_TYPING;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    clearTimeout(timer);
    if (!typingAnimates(phrases, reducedMotion.matches)) {
      text.textContent = phrases[0] ?? '';
      element.dataset.state = 'static';
      return;
    }
    text.textContent = typingPhrase(state, phrases).slice(0, state.length);
    element.dataset.state = state.phase;
    const { delay, next } = typingStep(state, phrases);
    timer = setTimeout(() => {
      state = next;
      show();
    }, delay);
  };
  reducedMotion.addEventListener('change', show);
  show();
}
