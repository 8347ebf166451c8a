/**
 * Hand-written cues from MI training: question syntax, reflection stems, what makes a reflection
 * complex, affirmations, advice and permission, information, confrontation, backchannels. Each cue
 * remembers where it matched so the coder can quote the coach's words as evidence. The cues are
 * features for the classifier and, where they are near-certain, decisions of their own.
 */
import { contentStems, FILLERS, head, type Sentence, sentences, stem, type Token, tokenize } from './text.js';

/** Where a cue matched: sentence index and token index inside `Analysis.tokens`. */
export interface CueHit {
  sentence: number;
  token: number;
}

/** Everything the rules know about one coach utterance. */
export interface Analysis {
  text: string;
  tokens: Token[];
  sentences: Sentence[];
  /** Cue name to its first match. */
  cues: Map<string, CueHit>;
  /** Index of the sentence that carries the question, when there is one. */
  questionSentence: number | null;
  /** Share of the utterance's content words found in the client's previous turn (null without one). */
  overlap: number | null;
  /** Content words of the utterance absent from the client's previous turn. */
  newContent: number;
}

const rx = (source: string) => new RegExp(`(?:^| )(?:${source})(?= |$)`);

// --- questions ---------------------------------------------------------------------------------
const WH = rx('what|how|why|where|when|who|whom|whose|which');
const WH_CLOSED = rx(
  'how (?:many|much|long|old|often|far|soon)|what (?:time|day|age|year|date|number)|which|when|who|whose|where (?:\\w+ ){0,3}(?:live|play|work|buy|get|keep|born|sit|sleep|stay)',
);
/** A wh-word followed by a subject pronoun opens a clause, not a question ("what you're saying is..."). */
const WH_CLAUSE = rx('(?:what|how|why|where|when|who|which) (?:i|you|we|he|she|they)');
/** A question that only checks a reflection ("..., is that right?"). */
const CHECK = rx(
  'right|is that right|am i right|does that sound right|did i get that right|have i got that right|is that fair|does that make sense|does that fit|is that it|yeah|no',
);
const CONTRAST = rx('but|though|although|yet|even|while|still|and also|instead');
const AUX = rx(
  '(?:do|does|did|are|is|was|were|have|has|had|can|could|will|would|should|shall|may|might|am|must)(?: not)? (?:you|your|i|we|he|she|they|it|that|this|there|anyone|anybody|anything|any|the|my|his|her|their|someone|something|everything|everyone)',
);
const AUX_OPEN = rx(
  '(?:can|could|would|will) you (?:tell|say|describe|talk|explain|share|help me understand|walk me|give me an example|think of)',
);
const TELL_ME = rx(
  "tell me|talk me through|walk me through|help me understand|describe|say (?:a (?:bit|little) )?more|i (?:would|'d) (?:like|love) to (?:hear|know|understand)",
);
const WONDER_OPEN = rx('i (?:am )?(?:wonder|wondering|curious) (?:what|how|why|where|about|who)');
const ANY_Q = rx('any(?:thing|one|body)?(?: else| other| more)?');
const TAG = rx(
  'right|yeah|yes|no|okay|ok|correct|is not it|is it|do not you|are not you|did you|have you|was it|is that right|is that it|am i right|does that sound right|did i get that right|have i got that right|is that fair',
);
const EMBEDDED_WH = rx(
  '(?:what|how|why|where) (?:would|do|does|did|is|are|can|could|will|was|were|might|should) (?:you|i|we|it|that|they|he|she|this)|(?:what|how) (?:comes|happens|happened|else|made|makes|helps|helped|gets|got|keeps|stops|worries|matters)',
);
const SCALE = rx('(?:on )?a scale (?:of|from)|(?:zero|one|0|1) to (?:ten|10)');
const WH_ANYWHERE = /(?:^| )(?:what|how|why)(?= )(?! (?:i|you|we|he|she|they)(?: |$))/;
const PERMISSION_ASK = rx(
  'would it be (?:okay|ok|alright|all right|fine) (?:if|for me)|is it (?:okay|ok|alright|all right) if i|can i (?:ask|share|offer|give|make|tell|mention|suggest)|may i|do you mind if i|would you (?:like|want) (?:me to|to hear|some|a few)|do you want (?:me to|to hear)|would you be (?:okay|interested|open)|would it help if i',
);

// --- reflections -------------------------------------------------------------------------------
const REFLECTION_STEM = rx(
  // "You must be exhausted", "that must have hurt": a guess at the client's feeling, not an order.
  '(?:you|that|it|this) must (?:have (?:felt|been|hurt|stung)|be|feel|miss|hate|love|wonder|worry)|(?:that|it|this) (?:sounds|seems|looks) (?:really |so |very |pretty |quite |incredibly )?(?:hard|difficult|tough|exhausting|awful|painful|scary|frightening|frustrating|lonely|overwhelming|stressful|rough|horrible|upsetting|heavy|draining|confusing|unfair|a lot)|it (?:sounds|seems|feels|looks) (?:like|as if|as though|that)|(?:sounds|seems|feels) like|you (?:seem|sound|look)|what i am hearing|i am hearing|i hear (?:that|you)|you are saying|so you|you (?:feel|felt)|you are feeling|you are (?:worried|concerned|scared|afraid|frustrated|angry|sad|upset|tired|exhausted|torn|wondering|not sure|unsure|ready|done|fed up|struggling|thinking|tired of|sick of)|part of you|you (?:want|wanted|would like|would rather|would love|wish|miss|hate|love|need)|you do not (?:want|know|see|think|feel|like)|you are not|you have been|you really|you know (?:what|that|you)|you can not|you would|you did not|you have (?:had|tried|done|noticed|got)',
);
const YOU_START = rx('you|your|yourself');
const FEELINGS =
  'worried|exhausting|draining|overwhelming|stressful|frightening|upsetting|awful|difficult|rough|horrible|confusing|worry|worrying|scared|afraid|fear|frightened|terrified|frustrated|frustrating|angry|anger|sad|sadness|hurt|hurts|stings|lonely|alone|ashamed|shame|guilty|guilt|torn|stuck|trapped|overwhelmed|exhausted|drained|relieved|relief|proud|hopeless|fed|disheartened|discouraged|disappointed|let|shaken|judged|embarrassed|helpless|powerless|desperate|confused|unsure|anxious|nervous|excited|exciting|tired|upset|annoyed|resentful|jealous|miss(?:ing|es)?(?! (?:(?:your|my|his|her|their|the|a|so many|a lot of|lots of) )?(?:lessons?|school|class(?:es)?|work|shifts?|appointments?|deadlines?|payments?|meals?|sessions?|practice|training|the bus|the train|out)(?= |$))|love|hate|pressure|unfair|respected|respect|heavy|heavier|hard|harder|tough|painful|rejected|abandoned|betrayed|safe|scary|bothers|bothering|sting|fragile|ready|frightens|scares|terrifies|worries|upsets';
const FEELING = rx(FEELINGS);
const METAPHOR = rx(
  'like an?|as if|as though|it is like|kind of like|weight|carrying|wall|prison|driver|seat|spinning|wheels|tug|rulebook|above water|empty|switch|chips?|chipping|escape|old friend|battle|tunnel|cage|bubble|rope|pull|corner|four walls|life out of|head above|step|shoulders|off your|the point|in the background|gets between|along for the ride',
);
const DOUBLE_SIDED = rx(
  'on (?:the )?one hand|on the other|part of you|at the same time|and yet|but also|and also|torn|both|even though|and at the same time|while at',
);
const MEANING = rx(
  'matters?|important|means (?:a lot|so much)|care|cares|caring|value|values|the kind of person|person who|someone who|for you|to you|because you|what you want|who you are|the one thing|the only thing|less about|more about|not just|rather than|not about|so much|enough',
);
const AMPLIFY = rx('never|always|nothing|everything|completely|at all|everyone|nobody|no one|every');

// --- other behaviours --------------------------------------------------------------------------
const AFFIRM = rx(
  '(?:took|takes|take|taking) (?:a lot of |real |some |so much )?(?:courage|guts|strength|honesty|effort|commitment)|(?:great|good|nice|brilliant|fantastic|excellent|amazing|wonderful) (?:job|work|one|idea|plan|step|thinking|for you|start)|well done|good for you|that (?:is|was) (?:really |so |very )?(?:great|brilliant|fantastic|impressive|amazing|wonderful|huge|thoughtful|kind|caring|considerate|generous|brave|mature|wise|a (?:big|great|real|huge) (?:step|achievement|change|deal)|an achievement|a real achievement)|(?:a )?real achievement|i (?:am )?(?:really )?(?:impressed|appreciate)|impressive|thank you for (?:sharing|being|telling|coming|trusting)|thanks for (?:sharing|being|telling)|you (?:should|can) be (?:really |so |very )?proud|i am (?:really |so |very |just |so very )?proud (?:of (?:you|how you|what you)|that you|you)|you (?:are|have been) (?:clearly |really |very |such |so |a |an |obviously )*(?:strong|determined|resourceful|committed|brave|caring|thoughtful|hard worker|hard working|good at|someone who|a person who|honest|persistent|creative|resilient|organised|organized|dedicated|courageous|insightful|wise|good (?:dad|mum|mom|father|mother|friend|brother|sister|son|daughter))|shows (?:a lot of |real |how |that you )|says a lot about you|(?:is|that is) a strength|you (?:worked|have worked|did|have done) (?:really |so |very )?(?:hard|well|great|brilliant)|you did it|nice one|you handled|you managed|a lot of (?:strength|courage|insight|thought)|really (?:honest|brave|thoughtful) of you|you (?:really )?know yourself|you have (?:got )?(?:a lot of|real|good) (?:strength|insight|instincts|courage)|you (?:really )?stood up|you (?:have )?kept (?:every|going)|you did not give up|you came back|you clearly care|it is clear (?:how much|that you)',
);
const ADVICE = rx(
  'you (?:can not|cannot|must not|will not|are not (?:going|allowed) to)(?: \\w+){1,4} again|you are not allowed to|you (?:(?:really|just|seriously|definitely|honestly|absolutely|simply|probably|still) )?(?:should|ought to|need to|have to|have got to|must(?! (?:have|be|feel|miss|hate|love|wonder|worry)(?: |$))|got to|gotta|will want to|would better|had better|better)|(?:i|we) (?:would |really |strongly )*(?:recommend|suggest|advise|encourage)|my (?:advice|suggestion|recommendation)|have you (?:tried|considered|thought about)|why (?:do not you|not)|what if you|how about (?:you|trying)|you (?:could|might|may) (?:try|want to|consider|think about|start|use|look|switch|join|give|set|ask|talk|get)|maybe (?:you could|try|just)|(?:the )?best thing (?:you could do|to do|is|would be)|it would be (?:a )?(?:good|better|best|wise|helpful)|(?<!the )one (?:thing|idea|option) (?:you could|that|is|would|to)|something you (?:might|could)|if i were you|you (?:just )?(?:have|need) to',
);
const IMPERATIVE = new Set(
  'try make do stop start go get put keep cut set switch join give ask call take write avoid just leave turn block delete drink eat walk sleep plan talk speak remember count alternate book see use think consider'.split(
    ' ',
  ),
);
/** Sentence openings that can only be telling the client what to do. */
const DIRECTIVE = rx(
  'try (?:to|and|not|\\w+ing)|make sure|stop \\w+ing|start \\w+ing|put (?:the|your|it)|cut (?:out|down|back)|set (?:a|an|up|your)|switch (?:to|off)|join (?:a|the)|avoid|block|delete|alternate|do not do|do not (?:keep|let|go|buy|drink|smoke|eat|bet|play|take|leave|answer|pick|reply|text|call|open|touch|use)|get rid of|bin (?:the|it|them|all)|stay away|just (?:go|try|put|do|get|say|tell|leave|walk|stop|start|ask|call)',
);
const PERMISSION = rx(
  'if (?:it is|that is) (?:okay|ok|alright|all right|fine) with you|if you are (?:open|interested|okay|up for)|with your permission|since you (?:asked|are asking|have asked|ask)|you (?:asked|were asking)|you (?:mentioned|said) you (?:wanted|would like|would welcome|were interested|would be open|were open)|would it be (?:okay|ok|alright|all right|fine) if i|would it help if i|can i (?:make|offer|share|give|suggest)|may i|if you want my|if you like|if you would like|(?:is |it is )?(?:totally |completely |entirely |really )?up to you|you decide|you know (?:your \\w+ |yourself )?best|you know your (?:life|routine|body|family|situation) best|only if you want|take it or leave it|see what you think|you said you (?:wanted|would)',
);
const CLIENT_ASKS = rx(
  'what should i|what would you|what do you (?:think|reckon) i should|what do you (?:suggest|recommend|reckon)|what would you suggest|any (?:ideas|tips|suggestions|advice)|ideas|tips|suggest|suggestions|advice|what can i (?:actually )?do|how (?:do|would|can|should) i|how would you|is there (?:anything|some|a way|any)|go on|open to|please|tell me what to do|give me something|should i|hear you out|what do i do|what now|help me',
);
/** The client's own obligation, after pronouns are turned round ("I should" reads "you should"). */
const CLIENT_MODAL = rx('you (?:really )?(?:need to|have to|should|must|ought to|got to|have got to)');
const INFO = rx(
  'research|studies|study|evidence|guidelines|recommendation is|recommended|(?:most|many|some|a lot of|lots of) (?:people|adults|children|kids|parents|smokers|drinkers|patients)|it is (?:very |really |quite )?(?:common|normal|usual|typical)|typically|usually|generally|on average|the way (?:it|the \\w+) works|(?:can|may|tends? to|will often|often) (?:cause|make|lead|increase|reduce|affect|improve|delay|help|give|raise|lower|disrupt|break)|your (?:results?|tests?|blood|levels?|scan|liver|numbers)|percent|per cent|units|designed|linked|a depressant|a stimulant|(?:nicotine|caffeine|alcohol|cannabis|sugar|withdrawal) (?:is|can|stays|has|cravings)|we know|from what we know|there (?:is|are) (?:a|an|some|several|a few) (?:free|options|service|group|ways|support)|the (?:program|programme|group|service|clinic|app|course|physio|doctor) (?:runs|meets|said|says|is|tracks|works)|(?:meets|runs) on|as much \\w+ as|about (?:\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|fifty|a hundred)|\\d+|hours|minutes|teaspoons|weeks',
);
const CONFRONT = rx(
  'in denial|and you know it|you know you are|part of the problem|face it|(?:you are|you are just|you are nothing but) an? (?:alcoholic|addict|drunk|junkie|liar|child|baby|coward)|admit (?:it|that|you)|the sooner you admit|stop (?:lying|kidding|pretending|making excuses|feeling sorry)|lying to (?:me|yourself)|(?:nobody|no one|only yourself) to blame|your own fault|(?:acting|behaving) like (?:a|an) (?:child|baby|kid|teenager|idiot)|what kind of (?:a )?(?:father|mother|dad|mum|mom|parent|person|man|woman|son|daughter|husband|wife)|you always say that|you keep saying that|you never (?:do|follow|listen|stick)|(?:that is|it is|that was|this is) (?:just |a bit |so |really |pretty |quite )?(?:lazy|selfish|ridiculous|rubbish|nonsense|pathetic|irresponsible|stupid|childish|cowardly|a cop out|a joke)|not (?:really )?true|is it not time you|do not you think it is time|you (?:obviously|clearly) do not (?:care|want|get)|you do not (?:even )?care about|(?:should|ought to) be ashamed|shame on you|what did you expect|you brought this on|(?:that is|it is) not true|you have to admit|admit (?:it|that|you)|you know (?:it|that is not)|making excuses|just excuses|an excuse|kidding yourself|you are (?:just |obviously |clearly )?(?:lying|not listening|not being (?:straight|honest)|not taking this seriously|blaming)|you obviously|obviously (?:not|are not|do not)|come on(?! in)|let us be honest|if you really (?:cared|wanted|loved)|face (?:the fact|facts|up)|you can not (?:keep|really believe|honestly|just keep)|(?:clearly|obviously) (?:it is not|is not|not) working|is not working is it|you knew full well|time you grew up|(?:need|have|got) to grow up|just grow up|grow up and|same thing you said|you told me the same|you said the same|blaming|exactly what an|why can not you just|pretending|not grieving|so which is it|not going to get you anywhere|you are the one who|be honest with yourself|you are not being',
);
/**
 * A bare contradiction of what the client just said ("no you're not", "yes you do", "nah you
 * haven't"): MITI 4.2.1 codes disagreeing and correcting as Confront, and a flat "no" brings no
 * argument or information that would make it a Persuade. A sentence of its own, nothing after it
 * but "really" or "at all"; "yes you can" encourages and is left out.
 */
const CONTRADICTION =
  /^(?:(?:oh|well|um|uh) )?(?:(?:no|nope|nah) (?:you|it|that|he|she|they) (?:are|is|do|does|did|have|has|can|could|will|would|were|was) not|(?:yes|yeah|yep) (?:you|it|that|he|she|they) (?:are|is|do|does|did|have|has|were|was))(?: (?:really|at all|though))?$/;

/** MITI 4.2.1 "Seek Collaboration": the coach shares power or asks for the client's own ideas. */
const SEEK = rx(
  'what (?:ideas|thoughts) do you have|what ideas (?:come|spring) to mind|what (?:would|might|could) work (?:best )?for you|how would you like (?:to|us to)|where would you like to (?:start|begin)|what would you like to (?:talk about|focus on|start with|do with our time)|would it be (?:okay|ok|alright|all right|fine) if we|shall we|could we (?:look|think|work|talk|figure)|can we (?:look|think|work|figure)|(?:work|figure|think|sort|look) (?:this |it |that )?(?:out )?together|together we|you are the expert|you know (?:yourself|your \\w+|your own \\w+) (?:better|best) (?:than|so)|you know yourself best',
);
/** MITI 4.2.1 "Emphasize Autonomy": the choice, and the power to choose, are the client's. */
const AUTONOMY = rx(
  '(?:it is|that is|this is) (?:really |entirely |completely |totally )?(?:your (?:call|choice|decision|life)|up to you)|(?:really |entirely |completely |totally )?up to you|(?:only|nobody but) you can (?:decide|choose|make that)|no one (?:else )?can (?:make|decide|force) (?:you|that|for you)|nobody can (?:make|decide|force) (?:you|that|for you)|you (?:get to|can|will) (?:decide|choose)|you are the one (?:who|that) (?:decides|gets to decide|chooses)|whatever you (?:decide|choose)|you do not have to (?:decide|do|change|choose) (?:anything|that|it|this)|you are (?:free|in charge)|(?:in|at) your own (?:time|pace)|when(?:ever)? you are ready|your (?:choice|call|decision) (?:what|whether|if|how|when)|what(?:ever)?,? if anything,? (?:changes|you do)',
);
/**
 * The client's habit judged as a plain fact, the sentence's subject ("Smoking around a pregnant
 * woman is irresponsible"): a label pinned on what they do. Only at a sentence's start, so "You
 * feel that drinking is selfish" stays a reflection.
 */
const JUDGED_HABIT = rx(
  '(?!(?:no|some|any|every)thing )[a-z]+ing (?:[a-z]+ ){0,5}(?:is|was) (?:just |so |really |pretty |totally |completely )?(?:irresponsible|selfish|lazy|stupid|pathetic|childish|reckless|disgusting|shameful|ridiculous|cowardly)',
);
/** A directive that opens with a question word ("What you should do is call him", "Why don't you just..."). */
const WH_DIRECTIVE = rx(
  'what (?:you|i) (?:really |probably |honestly )?(?:should|need to|ought to|must|have to|got to|would|could)(?: \\w+){0,3} is|what you (?:really )?need is|what you want to do is|how about (?:you|just)|why do not you|why not (?:just|try)|what i would (?:do|say) is',
);
/**
 * A limit the coach sets on what they themselves will do or grant ("I can't approve more overtime
 * this month", "I won't be lending you money again"): a manager's or a relative's boundary. MITI
 * 4.2.1 codes what the interviewer tells about themselves as Giving Information; it asks nothing of
 * the client's behaviour, so it is neither Persuade nor, without a label pinned on them, Confront.
 */
const OWN_LIMIT = rx(
  '(?:i|we) (?:really |just |honestly |simply )?(?:can not|cannot|will not|could not|am not able to|are not able to|am not going to|are not going to|am not in a position to|are not in a position to)(?: be able to)? (?:approve|authori[sz]e|sign|give|offer|lend|cover|pay|allow|let you|grant|extend|fund|afford|keep (?:doing|paying|covering|lending|giving|picking)|do (?:your|this|that|it) \\w*|pick|drive|take (?:on|over)|agree|accept|promise|continue|bail|make an exception|be (?:lending|paying|covering|giving|doing|picking|driving|there))',
);
/** Facts or authority put forward to push a conclusion ("Research shows..., so you must..."). */
const PERSUADE_INFO = rx(
  '(?:research|studies|study|the evidence|evidence|statistics|the stats|doctors|experts|the science|science|the numbers|the guidelines|guidelines) (?:\\w+ ){0,2}(?:shows?|says?|said|is clear|are clear|proves?|tells? us|suggests?|are scary|is scary)|the (?:statistics|evidence|science|research) (?:is|are)',
);
/** A frame that reports the client's view, so a label after it is reflected, not pinned on them. */
const FRAME = rx(
  '(?:it )?(?:sounds|seems|feels) like|(?:it is )?not that you|people think|you (?:feel|felt|are feeling|are worried|are afraid|are scared|wonder|are wondering|think|are thinking|believe|fear|worry|are asking yourself|are not sure|are starting to|have started to)|part of you|i hear|you are saying|you said|they (?:think|say|said|feel)|she (?:thinks|says|said)|he (?:thinks|says|said)',
);
/** Hedges that may open a directive ("maybe just try...", "honestly just don't answer"). */
const HEDGE = new Set(['maybe', 'perhaps', 'honestly', 'just', 'probably', 'really']);

const BACKCHANNEL = new Set(
  'mm hmm mhm uh huh um okay ok right yeah yes yep sure i see wow oh great good absolutely exactly alright no worries fine cool gotcha indeed of course certainly sorry thanks thank you so well ah hm really interesting got it alright then'.split(
    ' ',
  ),
);
const STRUCTURE = rx(
  'let us (?:look|move|take|talk|start|pick|summarize|summarise|come back|go|get started|review)|we will come back|we have (?:got )?(?:about )?(?:\\w+ )?(?:minutes|time)|i am going to (?:ask|write|send|give|take)|next (?:time|week|session|tuesday|monday|wednesday|thursday|friday)|see you|good (?:morning|afternoon|evening)|nice to (?:meet|see)|thanks for coming|thank you for coming|^hi|^hello|take (?:your|as long)|all the time we have|let me (?:write|grab|just|get|check|note)|did not (?:quite )?catch|come (?:on )?in|have a seat|welcome',
);

/** Token lists already joined, with where each token starts (a sentence is scanned by every cue). */
const joinedCache = new WeakMap<readonly Token[], { joined: string; starts: Map<number, number> }>();

function match(tokens: readonly Token[], re: RegExp): number {
  let j = joinedCache.get(tokens);
  if (!j) {
    const starts = new Map<number, number>();
    let at = 0;
    tokens.forEach((t, i) => {
      starts.set(at, i);
      at += t.norm.length + 1;
    });
    j = { joined: tokens.map((t) => t.norm).join(' '), starts };
    joinedCache.set(tokens, j);
  }
  const m = re.exec(j.joined);
  if (!m) return -1;
  return j.starts.get(m.index + (m[0].startsWith(' ') ? 1 : 0)) ?? -1;
}

const PRONOUN_SWAP: Record<string, string> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
};

/** Runs every cue over an utterance and its context. */
export function analyze(text: string, previousClient?: string): Analysis {
  const sents = sentences(text);
  const tokens = sents.flatMap((s) => s.tokens);
  const offsets: number[] = [];
  let n = 0;
  for (const s of sents) {
    offsets.push(n);
    n += s.tokens.length;
  }
  const cues = new Map<string, CueHit>();
  const hit = (name: string, sentence: number, token: number) => {
    if (!cues.has(name)) cues.set(name, { sentence, token: offsets[sentence]! + token });
  };
  const scan = (name: string, si: number, toks: readonly Token[], re: RegExp, shift = 0) => {
    const at = match(toks, re);
    if (at >= 0) hit(name, si, at + shift);
    return at >= 0;
  };

  let questionSentence: number | null = null;
  let confrontWords: string[] | undefined;
  sents.forEach((s, si) => {
    const h = head(s.tokens);
    const shift = s.tokens.length - h.length;
    const first = h[0]?.norm ?? '';
    const startsWith = (re: RegExp) => match(h.slice(0, 8), re) === 0;
    const isWh = startsWith(WH) && !startsWith(WH_CLAUSE);
    const isAux = startsWith(AUX);
    const isTell = startsWith(TELL_ME) || startsWith(AUX_OPEN) || match(h, WONDER_OPEN) >= 0;
    const isAny = startsWith(ANY_Q) && h.length <= 6;
    const tail = s.tokens.slice(-4);
    const isTag = s.question && match(tail, TAG) >= 0 && !isWh && !isAux;
    // "Looking at it now, what stands out to you?": a wh-question after an opening clause.
    const embeddedRe = s.question ? WH_ANYWHERE : EMBEDDED_WH;
    const embedded = !isWh && !isAux && match(s.tokens.slice(2), embeddedRe) >= 0;
    const questionLike = s.question || isWh || isAux || isTell || isAny || embedded;
    const checkOnly = s.question && si > 0 && h.length <= 6 && match(h, CHECK) === 0;
    if (questionLike && !checkOnly) questionSentence = si;
    if (checkOnly) hit('q_check', si, shift);
    // Question syntax (not just a "?") in the utterance's last sentence: the coach is asking.
    if (si === sents.length - 1 && (isWh || isAux || isTell || embedded) && !checkOnly)
      hit('q_syntax_last', si, shift);
    if (isWh) hit('q_wh', si, shift);
    if (isWh) hit(`q_wh_${first}`, si, shift);
    if (isWh && startsWith(WH_CLOSED)) hit('q_wh_closed', si, shift);
    if (isAux) hit('q_aux', si, shift);
    if (isTell) hit('q_tell', si, shift);
    if (isAny) hit('q_any', si, shift);
    if (isTag) hit('q_tag', si, shift);
    if (embedded) scan('q_embedded_wh', si, s.tokens.slice(2), embeddedRe, 2);
    if (s.question) hit('q_mark', si, shift);
    if (s.question && !isWh && !isAux && !isTell && !isAny) hit('q_declarative', si, shift);
    if (questionLike && h.some((t) => t.norm === 'or')) hit('q_or', si, shift);
    if (questionLike && /^(?:what|how) else/.test(h.map((t) => t.norm).join(' '))) hit('q_else', si, shift);
    // "On a scale from one to ten, how important...?" asks for a number: closed.
    if (questionLike) scan('q_scale', si, s.tokens, SCALE);
    scan('permission_ask', si, h, PERMISSION_ASK, shift);

    scan('reflection_stem', si, s.tokens, REFLECTION_STEM);
    if (!questionLike && startsWith(YOU_START)) hit('you_start', si, shift);
    if (!questionLike && s.tokens.some((t) => t.norm === 'you' || t.norm === 'your')) hit('you_decl', si, 0);
    scan('feeling', si, s.tokens, FEELING);
    scan('metaphor', si, s.tokens, METAPHOR);
    scan('double_sided', si, s.tokens, DOUBLE_SIDED);
    scan('meaning', si, s.tokens, MEANING);
    scan('amplify', si, s.tokens, AMPLIFY);
    scan('contrast', si, s.tokens, CONTRAST);

    scan('affirm', si, s.tokens, AFFIRM);
    scan('advice', si, s.tokens, ADVICE);
    if (!questionLike && IMPERATIVE.has(first) && h[1]?.norm !== 'me') hit('imperative', si, shift);
    if (!questionLike && match(h.slice(0, 3), DIRECTIVE) === 0) hit('directive', si, shift);
    scan('permission', si, s.tokens, PERMISSION);
    scan('info', si, s.tokens, INFO);
    if (!s.tokens.some((t) => t.norm === 'you' || t.norm === 'your')) hit('no_you', si, 0);
    // "I'm not blaming you" says what the coach is not doing: no label is pinned on the client.
    const blame = match(s.tokens, CONFRONT);
    const negated = blame > 0 && ['not', 'never'].includes(s.tokens[blame - 1]!.norm);
    if (!negated && scan('confront', si, s.tokens, CONFRONT)) {
      // "It sounds like you feel you're part of the problem" reflects a fear; it does not confront.
      const at = match(s.tokens, CONFRONT);
      confrontWords ??=
        CONFRONT.exec(s.tokens.map((t) => t.norm).join(' '))?.[0]
          .trim()
          .split(' ') ?? [];
      const frame = match(s.tokens.slice(0, at + 1), FRAME);
      if (frame >= 0) hit('confront_framed', si, frame);
    }
    if (match(s.tokens, JUDGED_HABIT) === 0) hit('confront', si, 0);
    // "You know what you need to do" opens a reflection, not a directive.
    if (match(h.slice(0, 10), WH_DIRECTIVE) === 0 && s.tokens[shift - 1]?.norm !== 'know')
      hit('wh_directive', si, shift);
    scan('persuade_info', si, s.tokens, PERSUADE_INFO);
    if (!questionLike) scan('own_limit', si, s.tokens, OWN_LIMIT);
    scan('seek_collaboration', si, s.tokens, SEEK);
    scan('autonomy', si, s.tokens, AUTONOMY);
    // A directive behind hedges: "maybe keep them in the car", "honestly just don't answer".
    let k = 0;
    while (k < h.length - 1 && HEDGE.has(h[k]!.norm)) k++;
    if (k > 0 && !questionLike) {
      const rest = h.slice(k);
      if (
        (IMPERATIVE.has(rest[0]!.norm) && rest[1]?.norm !== 'me') ||
        match(rest.slice(0, 3), DIRECTIVE) === 0
      )
        hit('directive', si, shift + k);
    }
    scan('structure', si, s.tokens, STRUCTURE);
  });

  // A contradiction answers a claim; the same words answer a client's question ("Is it too late?"
  // "No it isn't.") with information.
  const contradicts = sents.findIndex((s) => CONTRADICTION.test(s.tokens.map((t) => t.norm).join(' ')));
  if (contradicts >= 0) {
    if (previousClient?.trim().endsWith('?')) hit('answers_client', contradicts, 0);
    else {
      hit('confront', contradicts, 0);
      confrontWords ??= [];
    }
  }

  const words = tokens.map((t) => t.norm);
  if (words.length && words.length <= 4 && words.every((w) => BACKCHANNEL.has(w) || FILLERS.has(w))) {
    hit('backchannel', 0, 0);
  }

  let overlap: number | null = null;
  let newContent = 0;
  if (previousClient?.trim()) {
    const prevTokens = tokenize(previousClient).map((t) => ({ ...t, norm: PRONOUN_SWAP[t.norm] ?? t.norm }));
    const prev = contentStems(prevTokens);
    // "You're an alcoholic" after "I'm an alcoholic" gives the client's own label back.
    const labels = contentStems((confrontWords ?? []).map((norm) => ({ norm, start: 0, end: 0 })));
    if (labels.size && [...labels].every((w) => prev.has(w))) hit('confront_echo', 0, 0);
    const own = contentStems(tokens);
    let shared = 0;
    for (const w of own) if (prev.has(w)) shared++;
    newContent = own.size - shared;
    overlap = own.size ? shared / own.size : 0;
    if (match(tokenize(previousClient), CLIENT_ASKS) >= 0) hit('client_asks', 0, 0);
    // "I need to lose weight" -> "You need to lose weight" is the client's own "should", reflected.
    if (match(prevTokens, CLIENT_MODAL) >= 0) hit('client_modal', 0, 0);
    // A feeling word the client did not say is the coach adding meaning.
    const prevStems = new Set(prevTokens.map((t) => stem(t.norm)));
    // Read with the words after it: "missing (your) lessons" names no feeling, "missing her" does.
    const feelingAt = tokens.findIndex(
      (t, i) =>
        FEELING.exec(
          tokens
            .slice(i, i + 4)
            .map((x) => x.norm)
            .join(' '),
        )?.index === 0 && !prevStems.has(stem(t.norm)),
    );
    if (feelingAt >= 0) cues.set('feeling_new', { sentence: 0, token: feelingAt });
  }
  // News: a statement about someone or something else, nothing the client brought ("Your sister
  // called this morning"), without a reflection's stem or a feeling: information, not a reflection.
  // Only beside the client's turn: without it, "weekends are lonely" may well be their own words.
  // A reflection often opens on "so" or "and" and says how something feels; news shares no word
  // with what the client said.
  const addressed = tokens.some((t) => /^you(?!rs?$)/.test(t.norm));
  const linked = tokens.slice(0, 3).some((t) => t.norm === 'so' || t.norm === 'and');
  if (
    questionSentence === null &&
    !addressed &&
    !linked &&
    !tokens.some((t) => /^feel/.test(t.norm)) &&
    !['reflection_stem', 'feeling', 'metaphor', 'backchannel'].some((cue) => cues.has(cue)) &&
    overlap === 0
  )
    hit('news', 0, 0);
  return { text, tokens, sentences: sents, cues, questionSentence, overlap, newContent };
}
