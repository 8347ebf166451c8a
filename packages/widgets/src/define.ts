import { VERSION } from './version';

/**
 * What the Rebond runtime records on `window.__rebondWidgets`, so that a second copy on the page
 * (another script tag, another version bundled by a clinic's own code) can tell it is not alone.
 */
export interface RebondWidgetsRegistry {
  /** Version of the first `@rebond/widgets` that defined an element on this page. */
  readonly version: string;
  /** Tag names defined so far, in order. */
  readonly defined: string[];
}

declare global {
  interface Window {
    /** Set by the Rebond runtime: which version defined which elements. */
    __rebondWidgets?: RebondWidgetsRegistry;
  }
}

/**
 * Defines a Rebond custom element once. Safe to call twice, and from two copies of the package:
 * a tag that is already defined is left alone (the platform would throw), and a warning is
 * logged when the copy that got there first is another version.
 *
 * @returns `true` when this call defined the element, `false` when it was already defined or
 * there is no `customElements` registry (server rendering).
 */
export function defineElement(tagName: string, elementClass: CustomElementConstructor): boolean {
  if (typeof window === 'undefined' || typeof customElements === 'undefined') return false;
  window.__rebondWidgets ??= { version: VERSION, defined: [] };
  const registry = window.__rebondWidgets;
  if (registry.version !== VERSION) {
    console.warn(
      `[rebond] <${tagName}>: @rebond/widgets ${VERSION} is loaded on a page that already has ${registry.version}. Load one version only.`,
    );
  }
  if (customElements.get(tagName)) return false;
  customElements.define(tagName, elementClass);
  registry.defined.push(tagName);
  return true;
}
