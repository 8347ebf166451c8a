import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from './define';
import { VERSION } from './version';

// The test files of a worker share one window (vitest.config.ts): another file's elements may be
// recorded already.
beforeEach(() => {
  delete window.__rebondWidgets;
});

afterEach(() => {
  vi.restoreAllMocks();
  delete window.__rebondWidgets;
});

describe('defineElement', () => {
  it('defines the element and records it in window.__rebondWidgets', () => {
    class First extends HTMLElement {}
    expect(defineElement('rebond-test-first', First)).toBe(true);
    expect(customElements.get('rebond-test-first')).toBe(First);
    expect(window.__rebondWidgets).toEqual({ version: VERSION, defined: ['rebond-test-first'] });
  });

  it('is safe to call twice: the second call does nothing and does not warn', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    class Twice extends HTMLElement {}
    class Again extends HTMLElement {}
    expect(defineElement('rebond-test-twice', Twice)).toBe(true);
    expect(defineElement('rebond-test-twice', Twice)).toBe(false);
    expect(defineElement('rebond-test-twice', Again)).toBe(false);
    expect(customElements.get('rebond-test-twice')).toBe(Twice);
    expect(window.__rebondWidgets?.defined).toEqual(['rebond-test-twice']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns when another version got to the page first', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.__rebondWidgets = { version: '0.0.1', defined: ['rebond-test-old'] };
    class Old extends HTMLElement {}
    customElements.define('rebond-test-old', Old);
    class New extends HTMLElement {}
    expect(defineElement('rebond-test-old', New)).toBe(false);
    expect(customElements.get('rebond-test-old')).toBe(Old);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('0.0.1');
    expect(warn.mock.calls[0]?.[0]).toContain(VERSION);
  });
});
