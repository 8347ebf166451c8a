import type { CaseFormulation } from '@rebond/sdk';
import type { ReactNode } from 'react';
import type { PortalMessages } from '../../messages';

export interface CaseFormulationViewProps {
  formulation: CaseFormulation;
  messages: PortalMessages['caseFormulation'];
}

/**
 * The formulation as a coach reads it: who the client is, the people in their life, the story
 * facts with when each is told, values, fears, sustain and change talk, and the stage of change.
 */
export function CaseFormulationView({ formulation: f, messages }: CaseFormulationViewProps) {
  const list = (items: readonly ReactNode[], slot: string) =>
    items.length === 0 ? (
      <p className="portal-formulation__none">{messages.none}</p>
    ) : (
      <ul data-slot={slot}>
        {items.map((item, index) => (
          // Items are shown in their stored order; the text may repeat, the position does not.
          // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in stored order
          <li key={index}>{item}</li>
        ))}
      </ul>
    );
  const who = [
    f.name,
    f.age === undefined ? undefined : String(f.age),
    f.gender ? messages.genders[f.gender].toLocaleLowerCase() : undefined,
    f.role,
  ].filter(Boolean);
  return (
    <dl className="portal-formulation">
      <dt>{messages.who}</dt>
      <dd data-slot="formulation-who">
        {who.length > 0 ? who.join(', ') : messages.none}
        {f.traits.length > 0 ? ` (${f.traits.join(', ')})` : null}
      </dd>
      <dt>{messages.coach}</dt>
      <dd>
        {f.coach.role} ({messages.frames[f.coach.frame]})
      </dd>
      <dt>{messages.people}</dt>
      <dd>
        {list(
          f.people.map((p) =>
            [p.relation, p.name, p.age === undefined ? undefined : String(p.age)].filter(Boolean).join(', '),
          ),
          'formulation-people',
        )}
      </dd>
      <dt>{messages.facts}</dt>
      <dd>
        {list(
          f.facts.map((fact) => (
            <>
              {fact.text}{' '}
              <span className="portal-formulation__depth">
                ({messages.depths[fact.depth]}
                {fact.quantity ? `; ${messages.quantity}` : ''})
              </span>
            </>
          )),
          'formulation-facts',
        )}
      </dd>
      {f.target ? (
        <>
          <dt>{messages.target}</dt>
          <dd>{f.target}</dd>
        </>
      ) : null}
      <dt>{messages.values}</dt>
      <dd>{list(f.values, 'formulation-values')}</dd>
      <dt>{messages.fears}</dt>
      <dd>{list(f.fears, 'formulation-fears')}</dd>
      <dt>{messages.sustain}</dt>
      <dd>{list(f.sustain, 'formulation-sustain')}</dd>
      <dt>{messages.change}</dt>
      <dd>{list(f.change, 'formulation-change')}</dd>
      <dt>{messages.stage}</dt>
      <dd data-slot="formulation-stage">{messages.stages[f.stage]}</dd>
      {f.risk.length > 0 ? (
        <>
          <dt>{messages.risk}</dt>
          <dd>{list(f.risk, 'formulation-risk')}</dd>
        </>
      ) : null}
    </dl>
  );
}
