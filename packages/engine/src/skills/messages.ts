import { DEFAULT_LOCALE, isLocale, type Locale } from '@rebond/vocabulary';

/**
 * The debrief's sentences in en, fr, es, de, looked up by key. `{name}` placeholders are filled by
 * `formatSkillMessage`; quotes and example reflections built from the session stay in the
 * session's own words (the coder is English-first).
 */

/** Every key the debrief uses. */
export type SkillMessageKey =
  | 'summary'
  | 'summary_empty'
  | 'summary_non_adherent'
  | 'summary_overall'
  | 'band_good'
  | 'band_fair'
  | 'band_below_fair'
  | 'band_none'
  | 'closed_run'
  | 'closed_run_upset'
  | 'advice_without_permission'
  | 'confront'
  | 'low_reflection_ratio'
  | 'low_complex'
  | 'low_open'
  | 'talk_time'
  | 'no_affirmation'
  | 'keep_complex'
  | 'keep_open'
  | 'keep_affirmation'
  | 'keep_going'
  | 'example_complex'
  | 'example_simple'
  | 'example_permission'
  | 'example_open'
  | 'example_affirmation'
  | 'echo_generic';

type Catalogue = Record<SkillMessageKey, string>;

const en: Catalogue = {
  summary:
    'Reflections: {reflections}, questions: {questions} (reflection-to-question ratio {rq}, {rqBand}). Complex reflections: {complex} of {reflections} ({cr}, {crBand}). Open questions: {open} of {questions} ({oq}, {oqBand}).',
  summary_empty: 'No coach turns were coded in this session.',
  summary_non_adherent:
    'Confrontations: {confront}, advice without permission: {persuade} ({naBand}; fewer is better).',
  summary_overall: 'Overall: {overall}.',
  band_good: 'good',
  band_fair: 'fair',
  band_below_fair: 'below fair',
  band_none: 'not rated',
  closed_run:
    "You asked {count} closed questions in a row ('{quote}'); try a complex reflection instead, such as '{example}'.",
  closed_run_upset:
    "You asked {count} closed questions in a row after the client got upset ('{quote}'); try a complex reflection such as '{example}'.",
  advice_without_permission:
    "You gave advice without asking first ('{quote}'); ask permission before you suggest, for example '{example}'.",
  confront:
    "'{quote}' is likely to make the client defend themselves; reflect what lies behind their words instead, such as '{example}'.",
  low_reflection_ratio:
    "You asked more questions than you reflected; after an answer, reflect it before the next question. Instead of '{quote}', try '{example}'.",
  low_complex:
    "Most of your reflections repeated the client's words ('{quote}'); go a step further and add the feeling or meaning, such as '{example}'.",
  low_open: "Most of your questions were closed ('{quote}'); open them up, for example '{example}'.",
  talk_time:
    'You spoke for {share} of the session; let the client do more of the talking with short reflections and open questions.',
  no_affirmation:
    "You did not affirm the client once; name a strength or effort when you hear one, such as '{example}'.",
  keep_complex: "Keep doing this: '{quote}' added meaning beyond the client's words.",
  keep_open: "Keep doing this: '{quote}' invited the client to tell their own story.",
  keep_affirmation: "Keep doing this: '{quote}' recognised the client's effort.",
  keep_going: 'Keep practising: reflect twice for every question you ask.',
  example_complex: 'It sounds like {echo}, and part of you wishes things were different.',
  example_simple: 'So {echo}.',
  example_permission: 'Would it be okay if I shared an idea that has helped other people?',
  example_open: 'What would you like to be different?',
  example_affirmation: 'You kept going even when it was hard; that took real effort.',
  echo_generic: 'this has been hard for you',
};

const fr: Catalogue = {
  summary:
    'Reflets : {reflections}, questions : {questions} (rapport reflets/questions {rq}, {rqBand}). Reflets complexes : {complex} sur {reflections} ({cr}, {crBand}). Questions ouvertes : {open} sur {questions} ({oq}, {oqBand}).',
  summary_empty: "Aucune intervention du coach n'a été codée dans cette séance.",
  summary_non_adherent:
    "Confrontations : {confront}, conseils sans permission : {persuade} ({naBand} ; moins il y en a, mieux c'est).",
  summary_overall: "Dans l'ensemble : {overall}.",
  band_good: 'bon',
  band_fair: 'correct',
  band_below_fair: 'en dessous du seuil',
  band_none: 'non évalué',
  closed_run:
    "Vous avez posé {count} questions fermées d'affilée (« {quote} ») ; essayez plutôt un reflet complexe, par exemple « {example} ».",
  closed_run_upset:
    "Vous avez posé {count} questions fermées d'affilée après que votre interlocuteur s'est énervé (« {quote} ») ; essayez un reflet complexe, par exemple « {example} ».",
  advice_without_permission:
    'Vous avez donné un conseil sans demander la permission (« {quote} ») ; demandez avant de proposer, par exemple « {example} ».',
  confront:
    '« {quote} » risque de mettre votre interlocuteur sur la défensive ; reflétez plutôt ce qui se cache derrière ses mots, par exemple « {example} ».',
  low_reflection_ratio:
    'Vous avez posé plus de questions que fait de reflets ; après une réponse, reflétez-la avant la question suivante. Au lieu de « {quote} », essayez « {example} ».',
  low_complex:
    'La plupart de vos reflets répétaient les mots de votre interlocuteur (« {quote} ») ; allez plus loin en ajoutant le ressenti ou le sens, par exemple « {example} ».',
  low_open:
    'La plupart de vos questions étaient fermées (« {quote} ») ; ouvrez-les, par exemple « {example} ».',
  talk_time:
    'Vous avez parlé {share} du temps ; laissez davantage parler votre interlocuteur avec des reflets courts et des questions ouvertes.',
  no_affirmation:
    "Vous n'avez valorisé votre interlocuteur à aucun moment ; nommez une force ou un effort quand vous l'entendez, par exemple « {example} ».",
  keep_complex: 'À refaire : « {quote} » ajoutait du sens au-delà des mots de votre interlocuteur.',
  keep_open: 'À refaire : « {quote} » invitait votre interlocuteur à raconter son histoire.',
  keep_affirmation: "À refaire : « {quote} » reconnaissait l'effort de votre interlocuteur.",
  keep_going: 'Continuez : faites deux reflets pour chaque question posée.',
  example_complex: 'On dirait que {echo}, et une partie de vous aimerait que les choses soient différentes.',
  example_simple: 'Donc {echo}.',
  example_permission: "Est-ce que je peux vous partager une idée qui a aidé d'autres personnes ?",
  example_open: "Qu'aimeriez-vous qui soit différent ?",
  example_affirmation: "Vous avez tenu bon même quand c'était difficile ; cela demande un vrai effort.",
  echo_generic: "c'est difficile pour vous",
};

const es: Catalogue = {
  summary:
    'Reflejos: {reflections}, preguntas: {questions} (relación reflejos/preguntas {rq}, {rqBand}). Reflejos complejos: {complex} de {reflections} ({cr}, {crBand}). Preguntas abiertas: {open} de {questions} ({oq}, {oqBand}).',
  summary_empty: 'No se codificó ninguna intervención del coach en esta sesión.',
  summary_non_adherent:
    'Confrontaciones: {confront}, consejos sin permiso: {persuade} ({naBand}; cuantos menos, mejor).',
  summary_overall: 'En conjunto: {overall}.',
  band_good: 'bueno',
  band_fair: 'aceptable',
  band_below_fair: 'por debajo de lo aceptable',
  band_none: 'sin valorar',
  closed_run:
    'Hizo {count} preguntas cerradas seguidas («{quote}»); pruebe en su lugar un reflejo complejo, como «{example}».',
  closed_run_upset:
    'Hizo {count} preguntas cerradas seguidas después de que su interlocutor se alterara («{quote}»); pruebe un reflejo complejo, como «{example}».',
  advice_without_permission:
    'Dio un consejo sin pedir permiso («{quote}»); pregunte antes de sugerir, por ejemplo «{example}».',
  confront:
    '«{quote}» puede poner a su interlocutor a la defensiva; refleje mejor lo que hay detrás de sus palabras, como «{example}».',
  low_reflection_ratio:
    'Hizo más preguntas que reflejos; después de una respuesta, refléjela antes de la siguiente pregunta. En lugar de «{quote}», pruebe «{example}».',
  low_complex:
    'La mayoría de sus reflejos repetían las palabras de su interlocutor («{quote}»); vaya un paso más allá y añada el sentimiento o el significado, como «{example}».',
  low_open: 'La mayoría de sus preguntas fueron cerradas («{quote}»); ábralas, por ejemplo «{example}».',
  talk_time:
    'Habló durante el {share} de la sesión; deje que su interlocutor hable más con reflejos breves y preguntas abiertas.',
  no_affirmation:
    'No reconoció a su interlocutor ni una vez; nombre una fortaleza o un esfuerzo cuando lo oiga, como «{example}».',
  keep_complex: 'Siga así: «{quote}» añadió significado más allá de las palabras de su interlocutor.',
  keep_open: 'Siga así: «{quote}» invitó a su interlocutor a contar su propia historia.',
  keep_affirmation: 'Siga así: «{quote}» reconoció el esfuerzo de su interlocutor.',
  keep_going: 'Siga practicando: haga dos reflejos por cada pregunta.',
  example_complex: 'Parece que {echo}, y una parte de usted desearía que las cosas fueran distintas.',
  example_simple: 'Entonces {echo}.',
  example_permission: '¿Le parece bien si le comparto una idea que ha ayudado a otras personas?',
  example_open: '¿Qué le gustaría que fuera diferente?',
  example_affirmation: 'Siguió adelante incluso cuando era difícil; eso requirió un esfuerzo real.',
  echo_generic: 'esto ha sido difícil para usted',
};

const de: Catalogue = {
  summary:
    'Reflexionen: {reflections}, Fragen: {questions} (Verhältnis Reflexionen zu Fragen {rq}, {rqBand}). Komplexe Reflexionen: {complex} von {reflections} ({cr}, {crBand}). Offene Fragen: {open} von {questions} ({oq}, {oqBand}).',
  summary_empty: 'In dieser Sitzung wurde keine Äußerung des Coaches kodiert.',
  summary_non_adherent:
    'Konfrontationen: {confront}, Ratschläge ohne Erlaubnis: {persuade} ({naBand}; je weniger, desto besser).',
  summary_overall: 'Insgesamt: {overall}.',
  band_good: 'gut',
  band_fair: 'ausreichend',
  band_below_fair: 'unter der Schwelle',
  band_none: 'nicht bewertet',
  closed_run:
    'Sie haben {count} geschlossene Fragen hintereinander gestellt („{quote}“); versuchen Sie stattdessen eine komplexe Reflexion, etwa „{example}“.',
  closed_run_upset:
    'Sie haben {count} geschlossene Fragen hintereinander gestellt, nachdem Ihr Gegenüber sich aufgeregt hatte („{quote}“); versuchen Sie eine komplexe Reflexion, etwa „{example}“.',
  advice_without_permission:
    'Sie haben einen Rat gegeben, ohne vorher zu fragen („{quote}“); bitten Sie um Erlaubnis, bevor Sie etwas vorschlagen, etwa „{example}“.',
  confront:
    '„{quote}“ bringt Ihr Gegenüber leicht in die Defensive; reflektieren Sie lieber, was hinter den Worten steht, etwa „{example}“.',
  low_reflection_ratio:
    'Sie haben mehr gefragt als reflektiert; reflektieren Sie eine Antwort, bevor Sie die nächste Frage stellen. Statt „{quote}“ versuchen Sie „{example}“.',
  low_complex:
    'Die meisten Ihrer Reflexionen wiederholten die Worte Ihres Gegenübers („{quote}“); gehen Sie einen Schritt weiter und benennen Sie Gefühl oder Bedeutung, etwa „{example}“.',
  low_open: 'Die meisten Ihrer Fragen waren geschlossen („{quote}“); öffnen Sie sie, etwa „{example}“.',
  talk_time:
    'Sie haben {share} der Zeit gesprochen; lassen Sie Ihr Gegenüber mit kurzen Reflexionen und offenen Fragen mehr erzählen.',
  no_affirmation:
    'Sie haben Ihr Gegenüber kein einziges Mal gewürdigt; benennen Sie eine Stärke oder Mühe, wenn Sie sie hören, etwa „{example}“.',
  keep_complex: 'Weiter so: „{quote}“ ging über die Worte Ihres Gegenübers hinaus.',
  keep_open: 'Weiter so: „{quote}“ lud Ihr Gegenüber ein, die eigene Geschichte zu erzählen.',
  keep_affirmation: 'Weiter so: „{quote}“ würdigte die Mühe Ihres Gegenübers.',
  keep_going: 'Üben Sie weiter: zwei Reflexionen auf jede Frage.',
  example_complex: 'Es klingt, als ob {echo}, und ein Teil von Ihnen wünscht sich, es wäre anders.',
  example_simple: 'Also {echo}.',
  example_permission: 'Darf ich Ihnen eine Idee erzählen, die anderen geholfen hat?',
  example_open: 'Was möchten Sie gern anders haben?',
  example_affirmation: 'Sie haben weitergemacht, auch als es schwer war; das hat echte Mühe gekostet.',
  echo_generic: 'das schwer für Sie war',
};

/** The debrief catalogues, one per locale. */
export const SKILL_MESSAGES: Record<Locale, Catalogue> = { en, fr, es, de };

/** Looks a message up (English when the locale is unknown) and fills its `{name}` placeholders. */
export function formatSkillMessage(
  locale: string,
  key: SkillMessageKey,
  params: Record<string, string | number> = {},
): string {
  const catalogue = SKILL_MESSAGES[isLocale(locale) ? locale : DEFAULT_LOCALE];
  return catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
