/**
 * `@rebond/widgets`: embeddable Rebond widgets for clinic websites, as custom elements with
 * Shadow DOM.
 */
export { VERSION } from './version';
