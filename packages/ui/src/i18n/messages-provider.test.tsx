import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineCatalogue, defineOnDemandCatalogue, loadMessages, type MessageCatalogue } from './catalogue';
import { MessagesProvider, useLocale, useMessages } from './locale';
import { commonCatalogue } from './use-common-messages';

function Loading() {
  const messages = useMessages(commonCatalogue);
  return (
    <p>
      {useLocale()}: {messages.loading}
    </p>
  );
}

function Hello({ catalogue }: { catalogue: MessageCatalogue<{ hello: string }> }) {
  return <p>{useMessages(catalogue).hello}</p>;
}

/** Which languages of the on-demand `extras` catalogue were loaded, in order. */
const extrasLoads: string[] = [];
const loadExtras = (locale: string, hello: string) => async () => {
  extrasLoads.push(locale);
  return { hello };
};
const extras = defineOnDemandCatalogue<{ hello: string }>('extras', {
  en: loadExtras('en', 'More'),
  fr: loadExtras('fr', 'Plus'),
  es: loadExtras('es', 'Más'),
  de: loadExtras('de', 'Mehr'),
});

function Extras({ shown }: { shown: boolean }) {
  const texts = useMessages(extras, shown);
  return <p>{texts ? texts.hello : 'not loaded'}</p>;
}

describe('MessagesProvider', () => {
  it('replaces only the texts an app overrides and keeps the built-in rest', () => {
    render(
      <MessagesProvider locale="fr" messages={{ fr: { common: { loading: 'Patience…' } } }}>
        <Loading />
      </MessagesProvider>,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent('fr: Patience…');
  });

  it('speaks an extra language, falling back to the chosen built-in one for what it does not give', () => {
    render(
      <MessagesProvider locale="it" fallbackLocale="fr" messages={{ it: { common: {} } }}>
        <Loading />
      </MessagesProvider>,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent(`fr: ${commonCatalogue.read('fr')?.loading}`);
  });

  it('loads a language only when it is first shown, then re-renders in it', async () => {
    let loads = 0;
    const probe = defineCatalogue(
      'probe',
      { hello: 'Hello' },
      {
        fr: async () => {
          loads += 1;
          return { hello: 'Bonjour' };
        },
        es: async () => ({ hello: 'Hola' }),
        de: async () => ({ hello: 'Hallo' }),
      },
    );
    const { rerender } = render(
      <MessagesProvider locale="en">
        <Hello catalogue={probe} />
      </MessagesProvider>,
    );
    expect(loads).toBe(0);
    rerender(
      <MessagesProvider locale="fr">
        <Hello catalogue={probe} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent('Hello');
    expect(await screen.findByText('Bonjour')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('loads an on-demand catalogue, English too, only while shown, and keeps it out of loadMessages', async () => {
    const { rerender } = render(
      <MessagesProvider locale="en" messages={{ en: { extras: { hello: 'More of mine' } } }}>
        <Extras shown={false} />
      </MessagesProvider>,
    );
    await loadMessages('en');
    await loadMessages('fr');
    expect(screen.getByRole('paragraph')).toHaveTextContent('not loaded');
    expect(extrasLoads).toEqual([]);

    rerender(
      <MessagesProvider locale="en" messages={{ en: { extras: { hello: 'More of mine' } } }}>
        <Extras shown />
      </MessagesProvider>,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent('not loaded');
    expect(await screen.findByText('More of mine')).toBeInTheDocument();
    rerender(
      <MessagesProvider locale="de">
        <Extras shown />
      </MessagesProvider>,
    );
    expect(await screen.findByText('Mehr')).toBeInTheDocument();
    expect(extrasLoads).toEqual(['en', 'de']);
  });
});
