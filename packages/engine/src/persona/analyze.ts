import type { TopicBehaviors } from './profile.js';

/** Topic keys of spec section 3's topic behaviours. */
export type Topic = keyof TopicBehaviors;

/** What the coach's message does, as the persona engine understands it. */
export interface MessageAnalysis {
  question: boolean;
  empathy: boolean;
  pressure: boolean;
  apology: boolean;
  greeting: boolean;
  praise: boolean;
  farewell: boolean;
  topics: Topic[];
  /** The coach's words with pronouns turned around ("you never listen to me" -> "I never listen to you"). */
  echo: string;
  /** Main content words, for light references. */
  keywords: string[];
}

const TOPIC_WORDS: Record<Topic, RegExp> = {
  trauma_sensitive:
    /\b(trauma|abuse|abused|accident|attack|assault|violence|hit me|hurt me|war|died|death|lost (him|her|them)|funeral|grief|nightmare|flashback)\b/,
  motivation_goals:
    /\b(goal|goals|dream|dreams|motivat\w*|future|plan|plans|achieve|ambition|want to be|give up|try harder|change|progress)\b/,
  relationships:
    /\b(relationship|partner|husband|wife|boyfriend|girlfriend|marriage|married|divorce|friend|friends|family|mother|father|mom|dad|son|daughter|sister|brother|love|trust|together|listen|listening)\b/,
  work_career:
    /\b(work|job|boss|career|office|colleague|colleagues|promotion|fired|salary|money|business|deadline|project|shift|manager)\b/,
  existential_philosophical:
    /\b(meaning|purpose|point of|why are we|life|god|faith|believe|death|dying|exist|universe|regret|legacy)\b/,
  mental_health:
    /\b(depress\w*|anxiety|anxious|panic|therapy|therapist|stress\w*|burn ?out|sleep|tired|exhausted|lonely|alone|overwhelm\w*|medication|mental|drink|drinking|worthless)\b/,
};

const STOP = new Set(
  "i me my you your we us our the a an and or but so to of in on at for with is am are was were be been it it's that this what when why how do does did not no never always just really like feel feels felt think know can could would should will have has had about from they them their he she his her there here very".split(
    ' ',
  ),
);

/** Turns first and second person around, for echoing the coach. */
export function swapPronouns(text: string): string {
  const map: Record<string, string> = {
    i: 'you',
    "i'm": "you're",
    "i've": "you've",
    "i'll": "you'll",
    "i'd": "you'd",
    me: 'you',
    my: 'your',
    mine: 'yours',
    myself: 'yourself',
    you: 'I',
    "you're": "I'm",
    "you've": "I've",
    "you'll": "I'll",
    "you'd": "I'd",
    your: 'my',
    yours: 'mine',
    yourself: 'myself',
    am: 'are',
    are: 'am',
  };
  const words = text.split(/\s+/);
  return words
    .map((w, i) => {
      const m = /^([a-z']+)([^a-z']*)$/i.exec(w);
      if (!m) return w;
      const lower = (m[1] ?? '').toLowerCase();
      let swapped = map[lower];
      if (!swapped) return w;
      // "you" after a preposition or before the end of a clause is an object: "listen to you" -> "listen to me".
      if (lower === 'you') {
        const prev = (words[i - 1] ?? '').toLowerCase();
        const next = (words[i + 1] ?? '').toLowerCase().replace(/[^a-z']/g, '');
        const ends =
          /[,.;!?]$/.test(w) ||
          !next ||
          /^(and|but|or|so|that|too|anymore|again|now|today|here|there|because|when|if)$/.test(next);
        if (/^(to|for|with|at|about|from|of|on|by|without|against|like)$/.test(prev) && prev !== 'like')
          swapped = 'me';
        else if (ends && i > 0) swapped = 'me';
      }
      if (
        lower === 'are' &&
        (words[i - 1] ?? '').toLowerCase() !== 'i' &&
        (words[i - 1] ?? '').toLowerCase() !== 'you'
      )
        return w;
      return swapped + (m[2] ?? '');
    })
    .join(' ');
}

/** Reads the coach's message. */
export function analyzeMessage(message: string): MessageAnalysis {
  const text = message.trim();
  const lower = text.toLowerCase();
  const question =
    /\?\s*$/.test(text) ||
    /^(what|why|how|when|where|who|which|do|does|did|can|could|would|will|are|is|have|has|should)\b/.test(
      lower,
    );
  const empathy =
    /\b(i understand|i hear you|that sounds|must be|must have been|i'm sorry|i am sorry|i can see|i get it|that's hard|it's okay|it is okay|take your time|i'm here|i am here|makes sense|how do you feel|how are you feeling|i care|thank you for)\b/.test(
      lower,
    );
  const pressure =
    /\b(you never|you always|you should|you have to|you need to|you must|why don't you|why can't you|your fault|you don't care|you don't listen|stop|enough|you're wrong|you are wrong|it's your|just do)\b/.test(
      lower,
    );
  const apology = /\b(sorry|apologi[sz]e|my fault|my bad|i was wrong)\b/.test(lower);
  const greeting = /^(hi|hello|hey|good (morning|afternoon|evening))\b/.test(lower);
  const praise =
    /\b(proud|well done|great job|congratulations|amazing|thank you|thanks|good news|happy for you)\b/.test(
      lower,
    );
  const farewell = /\b(bye|goodbye|see you|talk later|that's all for today)\b/.test(lower);
  const topics = (Object.keys(TOPIC_WORDS) as Topic[]).filter((t) => TOPIC_WORDS[t].test(lower));
  // The first clause, cut at punctuation or a conjunction; too long to echo naturally -> no echo.
  const clause = (text.split(/[.?!;,:]|\s(?:and|but|because|so|or)\s/i)[0] ?? '').trim();
  const firstClause = clause.split(/\s+/).length <= 12 ? clause : '';
  const keywords = [...new Set(lower.match(/[a-z']{4,}/g) ?? [])].filter((w) => !STOP.has(w)).slice(0, 6);
  return {
    question,
    empathy,
    pressure,
    apology,
    greeting,
    praise,
    farewell,
    topics,
    echo: swapPronouns(firstClause.replace(/^(and|but|so|well|look|okay|ok)\s*,?\s*/i, '')),
    keywords,
  };
}
