import tokensCss from '../../packages/ui/src/styles/tokens.css?raw';

/** The design tokens, read from tokens.css itself: these pages cannot drift from the file. */
interface Token {
  name: string;
  light: string;
  dark?: string;
  contrast?: string;
}

const css = tokensCss.replace(/\/\*[\s\S]*?\*\//g, '');

function block(selector: RegExp): Map<string, string> {
  const body = css.match(selector)?.[1] ?? '';
  return new Map(
    [...body.matchAll(/(--rb-[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  );
}

const base = block(/:root,\s*:host\s*\{([^}]*)\}/);
const light = block(
  /:root,\s*:host,\s*\[data-theme="light"\],\s*:host\(\[data-theme="light"\]\)\s*\{([^}]*)\}/,
);
const dark = block(/\[data-theme="dark"\],\s*:host\(\[data-theme="dark"\]\)\s*\{([^}]*)\}/);
const contrast = block(/\[data-theme="contrast"\],\s*:host\(\[data-theme="contrast"\]\)\s*\{([^}]*)\}/);

/** Tokens whose name starts with `prefix`, in file order. */
export function tokens(prefix: string): Token[] {
  const source = prefix.startsWith('--rb-color') ? light : base;
  return [...source]
    .filter(([name]) => name.startsWith(prefix))
    .map(([name, value]) => ({ name, light: value, dark: dark.get(name), contrast: contrast.get(name) }));
}

function Swatch({ theme, name }: { theme: 'light' | 'dark' | 'contrast'; name: string }) {
  return (
    <div
      data-theme={theme}
      style={{
        width: '4.5rem',
        height: '2.5rem',
        borderRadius: 'var(--rb-radius-sm)',
        border: '1px solid var(--rb-color-border-strong)',
        background: `var(${name})`,
      }}
      title={`${name} (${theme})`}
    />
  );
}

/** Every colour token with its light, dark and high-contrast value, as swatches. */
export function ColourTokens() {
  return (
    <table className="sb-unstyled" style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Light</th>
          <th scope="col">Dark</th>
          <th scope="col">High contrast</th>
        </tr>
      </thead>
      <tbody>
        {tokens('--rb-color').map((token) => (
          <tr key={token.name}>
            <td>
              <code>{token.name}</code>
            </td>
            {(['light', 'dark', 'contrast'] as const).map((theme) => (
              <td key={theme}>
                <Swatch theme={theme} name={token.name} />
                <code style={{ fontSize: '0.75rem' }}>{token[theme]}</code>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A row per token of `prefix`, showing it applied by `preview`. */
export function TokenScale({
  prefix,
  preview,
}: {
  prefix: string;
  preview: 'font-size' | 'space' | 'radius' | 'shadow' | 'weight' | 'line-height' | 'motion' | 'font';
}) {
  return (
    <table className="sb-unstyled" style={{ borderCollapse: 'collapse', width: '100%' }}>
      <tbody>
        {tokens(prefix).map(({ name, light: value }) => (
          <tr key={name}>
            <td style={{ width: '16rem' }}>
              <code>{name}</code>
              <br />
              <code style={{ fontSize: '0.75rem' }}>{value}</code>
            </td>
            <td style={{ padding: '0.75rem 0' }}>{sample(preview, name)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function sample(preview: string, name: string) {
  const value = `var(${name})`;
  switch (preview) {
    case 'font-size':
      return <span style={{ fontSize: value }}>Practise the conversation before it happens.</span>;
    case 'weight':
      return <span style={{ fontWeight: value }}>Practise the conversation before it happens.</span>;
    case 'line-height':
      return (
        <p style={{ lineHeight: value, maxWidth: '24rem', margin: 0 }}>
          Rebond lets you rehearse a difficult conversation with an avatar that answers back, as many times as
          you need.
        </p>
      );
    case 'font':
      return <span style={{ fontFamily: value }}>Aa Bb Cc 0123 — Rebond</span>;
    case 'space':
      return <div style={{ width: value, height: '1rem', background: 'var(--rb-color-primary)' }} />;
    case 'radius':
      return (
        <div
          style={{
            width: '4rem',
            height: '4rem',
            borderRadius: value,
            border: '2px solid var(--rb-color-primary)',
            background: 'var(--rb-color-primary-soft)',
          }}
        />
      );
    case 'shadow':
      return (
        <div
          style={{
            width: '8rem',
            height: '4rem',
            borderRadius: 'var(--rb-radius-md)',
            boxShadow: value,
            background: 'var(--rb-color-surface)',
          }}
        />
      );
    default:
      return <MotionSample name={name} />;
  }
}

function MotionSample({ name }: { name: string }) {
  return (
    <button
      type="button"
      className="rb-button rb-button--secondary rb-button--sm"
      style={{ transition: `transform var(${name}) var(--rb-easing)` }}
      onMouseEnter={(event) => {
        event.currentTarget.style.transform = 'translateX(1rem)';
      }}
      onMouseLeave={(event) => {
        event.currentTarget.style.transform = '';
      }}
    >
      Hover me
    </button>
  );
}
