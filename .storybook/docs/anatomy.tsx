import { useEffect, useRef, useState } from 'react';

/** What the primary story renders, read from its DOM: the truth, not a hand-kept list. */
interface Anatomy {
  /** `rb-*` class of each part, with the `data-*` attributes (and values) seen on it. */
  parts: Map<string, Set<string>>;
  /** `::part` names a widget exposes. */
  shadowParts: Set<string>;
  /** `--rb-*` custom properties the parts' rules read. */
  variables: Set<string>;
}

const VARIABLE = /var\((--rb-[\w-]+)/g;

function rulesOf(sheet: CSSStyleSheet | CSSGroupingRule): CSSRule[] {
  try {
    return [...sheet.cssRules].flatMap((rule) =>
      'cssRules' in rule && !(rule instanceof CSSStyleRule) ? rulesOf(rule as CSSGroupingRule) : [rule],
    );
  } catch {
    return [];
  }
}

function read(root: ParentNode, doc: Document, anatomy: Anatomy): void {
  for (const element of root.querySelectorAll('*')) {
    const classes = [...element.classList].filter((name) => name.startsWith('rb-'));
    const data = [...element.attributes]
      .filter((attribute) => attribute.name.startsWith('data-') && attribute.name !== 'data-theme')
      .map((attribute) =>
        /^data-(slot|state|size|tone|variant|status)$/.test(attribute.name)
          ? `${attribute.name}="${attribute.value}"`
          : attribute.name,
      );
    const part = element.getAttribute('part');
    if (part) for (const name of part.split(/\s+/)) anatomy.shadowParts.add(name);
    const key = classes[0] ?? (part ? `::part(${part.split(/\s+/)[0]})` : undefined);
    if (key) {
      const seen = anatomy.parts.get(key) ?? new Set<string>();
      for (const item of data) seen.add(item);
      anatomy.parts.set(key, seen);
    }
    if (element.shadowRoot) {
      for (const style of element.shadowRoot.querySelectorAll('style')) {
        for (const match of style.textContent?.matchAll(VARIABLE) ?? []) anatomy.variables.add(match[1]!);
      }
      read(element.shadowRoot, doc, anatomy);
    }
  }
  const classes = [...anatomy.parts.keys()].filter((key) => key.startsWith('rb-'));
  for (const sheet of doc.styleSheets) {
    for (const rule of rulesOf(sheet)) {
      if (!(rule instanceof (doc.defaultView?.CSSStyleRule ?? CSSStyleRule))) continue;
      const selector = (rule as CSSStyleRule).selectorText;
      if (!classes.some((name) => new RegExp(`\\.${name}(?![\\w-])`).test(selector))) continue;
      for (const match of rule.cssText.matchAll(VARIABLE)) anatomy.variables.add(match[1]!);
    }
  }
}

/**
 * The anatomy of the page's primary story: its parts (`rb-*` classes, `data-*` attributes with the
 * values seen), the `::part`s of a widget, and the design tokens its rules read.
 */
export function AnatomyTable() {
  const anchor = useRef<HTMLDivElement>(null);
  const [anatomy, setAnatomy] = useState<Anatomy>();
  useEffect(() => {
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      const frame = anchor.current?.ownerDocument.querySelector<HTMLIFrameElement>('.docs-story iframe');
      const doc = frame?.contentDocument;
      const root = doc?.querySelector('#storybook-root');
      if (!doc || !root || (root.childElementCount === 0 && tries < 40)) return;
      window.clearInterval(timer);
      const result: Anatomy = { parts: new Map(), shadowParts: new Set(), variables: new Set() };
      read(doc.body, doc, result);
      setAnatomy(result);
    }, 250);
    return () => window.clearInterval(timer);
  }, []);

  if (!anatomy) return <div ref={anchor}>Reading the primary story…</div>;
  return (
    <div ref={anchor} className="sb-unstyled">
      <table>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">
              <code>data-*</code> attributes seen
            </th>
          </tr>
        </thead>
        <tbody>
          {[...anatomy.parts].map(([name, data]) => (
            <tr key={name}>
              <td>
                <code>{name.startsWith('rb-') ? `.${name}` : name}</code>
              </td>
              <td>
                {[...data].map((item) => (
                  <code key={item}>{item} </code>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {anatomy.shadowParts.size > 0 ? (
        <p>
          <strong>::part names:</strong>{' '}
          {[...anatomy.shadowParts].sort().map((name) => (
            <code key={name}>{name} </code>
          ))}
        </p>
      ) : null}
      <p>
        <strong>Design tokens read:</strong>{' '}
        {[...anatomy.variables].sort().map((name) => (
          <code key={name}>{name} </code>
        ))}
      </p>
    </div>
  );
}
