import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { AnatomyTable } from './anatomy';

/** Keyboard, accessibility and usage notes a story file gives in `parameters.docs.notes`. */
export interface DocsNotes {
  keyboard?: string[];
  accessibility?: string[];
  do?: string[];
  dont?: string[];
}

function List({ title, items }: { title: string; items: string[] | undefined }) {
  if (!items?.length) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

function Notes() {
  const resolved = useOf('meta');
  const parameters = resolved.type === 'meta' ? resolved.preparedMeta.parameters : {};
  const notes = (parameters.docs?.notes ?? {}) as DocsNotes;
  return (
    <>
      <h2>Keyboard and accessibility</h2>
      <List title="Keyboard" items={notes.keyboard} />
      <List title="Accessibility" items={notes.accessibility} />
      <p>
        Every story below is checked by axe in the light, dark and high-contrast themes (the storybook test
        project), and fails on any violation.
      </p>
      {notes.do?.length || notes.dont?.length ? <h2>Do and don't</h2> : null}
      <List title="Do" items={notes.do} />
      <List title="Don't" items={notes.dont} />
    </>
  );
}

/**
 * The docs page of every component and widget: what it is for (the component's own doc comment),
 * the primary story, its anatomy read from the rendered DOM, the props table from the types, the
 * keyboard and accessibility notes, do and don't, then every story.
 */
export function ComponentPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      <Primary />
      <h2>Anatomy</h2>
      <AnatomyTable />
      <h2>Props</h2>
      <Controls />
      <Notes />
      <Stories title="Examples" includePrimary={false} />
    </>
  );
}
