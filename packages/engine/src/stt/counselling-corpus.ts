/**
 * Our own corpus of counselling conversation for the local recogniser's language model
 * (`counselling-lm.ts`): coaches' and clients' turns in many styles (open and closed questions,
 * simple and complex reflections, affirmations, advice with and without permission, summaries,
 * fillers, hedges, run-ons) on the topics coaches rehearse (drinking, smoking, parenting, work,
 * diet, medication, anger, sleep, money, exercise, gambling, relationships). Hand-written lines
 * plus templates crossed with topics, all deterministic. Written for the model only: the speech
 * bench's held-out sentences (`bench/stt-held-out.ts`) are not in it and it was not tuned on them.
 */

interface Topic {
  /** The habit or subject as a noun phrase ("your drinking"). */
  yours: string;
  /** The same seen by the client ("my drinking"). */
  mine: string;
  /** What changing it means, after "to" ("cut down on the drinking"). */
  change: string;
  /** The client's side of it, in the first person. */
  client: readonly string[];
  /** What the client gets from the habit, after "it" ("helps me relax"). */
  good: string;
  /** What it costs, after "it" ("is hurting my liver"). */
  bad: string;
  /** Someone who cares. */
  other: string;
}

const TOPICS: readonly Topic[] = [
  {
    yours: 'your drinking',
    mine: 'my drinking',
    change: 'cut down on the drinking',
    good: 'helps me relax after work',
    bad: 'makes the mornings really hard',
    other: 'my wife',
    client: [
      'I only have a few beers at the weekend, it is not like I am an alcoholic.',
      'Everybody I know drinks more than me.',
      'I have a glass of wine or two in the evening, maybe a bottle if it has been a bad day.',
      'My doctor said my liver tests were not great.',
      'I tried to stop drinking last year and I lasted about three weeks.',
      'I drink when I am stressed and then I feel guilty the next day.',
      'The pub is where all my friends are, so if I stop drinking I lose them too.',
    ],
  },
  {
    yours: 'your smoking',
    mine: 'my smoking',
    change: 'quit smoking',
    good: 'calms me down',
    bad: 'leaves me out of breath on the stairs',
    other: 'my daughter',
    client: [
      'I smoke about a pack a day, sometimes more when I am at work.',
      'I have tried the patches and the gum and nothing worked.',
      'Smoking is the only break I get during the day.',
      'My kids keep telling me to stop smoking.',
      'I know cigarettes are bad for me, I am not stupid.',
      'Maybe I could switch to vaping, I do not know.',
      'I get really irritable when I try to quit.',
    ],
  },
  {
    yours: 'things with your son',
    mine: 'my son',
    change: 'spend more time with your son',
    good: 'keeps the peace at home',
    bad: 'ends up in shouting matches',
    other: 'his teacher',
    client: [
      'My son will not listen to anything I say.',
      'He spends all night on his phone and then he cannot get up for school.',
      'I feel like a terrible parent most days.',
      'When I set rules he just walks out and slams the door.',
      'My teenager has been skipping school and I only found out from the school.',
      'I do not know how to talk to my daughter any more.',
      'The kids are fighting all the time and I am exhausted.',
    ],
  },
  {
    yours: 'your job',
    mine: 'my job',
    change: 'talk to your manager about the workload',
    good: 'pays the bills',
    bad: 'takes up every evening and weekend',
    other: 'my partner',
    client: [
      'My boss keeps piling more work on me and I cannot say no.',
      'I have been working twelve hour shifts for months.',
      'I am scared that if I complain I will lose my job.',
      'Work is the only place where I feel competent.',
      'I have been thinking about leaving, but the money is good.',
      'My manager criticises everything I do in front of the team.',
      'I come home from work and I have nothing left for my family.',
    ],
  },
  {
    yours: 'your eating',
    mine: 'my eating',
    change: 'eat more healthy food',
    good: 'comforts me when I am low',
    bad: 'makes me feel ashamed afterwards',
    other: 'my doctor',
    client: [
      'I eat when I am bored, especially in the evening.',
      'The doctor says I need to lose weight because of my blood pressure.',
      'I have been on every diet there is and I always put the weight back on.',
      'Healthy food is expensive and I do not have time to cook.',
      'I skip breakfast and then I eat too much at night.',
      'My blood sugar has been high and they mentioned diabetes.',
      'I drink a lot of fizzy drinks, maybe four or five cans a day.',
    ],
  },
  {
    yours: 'your medication',
    mine: 'my medication',
    change: 'take your tablets every day',
    good: 'keeps my blood pressure down',
    bad: 'gives me side effects',
    other: 'the nurse',
    client: [
      'I keep forgetting to take my tablets.',
      'The pills make me feel sick and tired all day.',
      'I stopped taking my medication because I felt better.',
      'I do not like the idea of being on medication for the rest of my life.',
      'The side effects are worse than the illness.',
      'I take my insulin when I remember, which is not always.',
      'I ran out of my prescription and I have not been back to the doctor.',
    ],
  },
  {
    yours: 'your anger',
    mine: 'my temper',
    change: 'find another way to handle your anger',
    good: 'makes people take me seriously',
    bad: 'scares the people I love',
    other: 'my girlfriend',
    client: [
      'I just lose it, I go from zero to a hundred in a second.',
      'I have never hit anyone, I just shout and punch the wall.',
      'People push my buttons and then blame me when I react.',
      'My partner says she is scared of me when I get angry.',
      'I was angry all the time when I was a kid too.',
      'After I calm down I feel awful about what I said.',
      'I got a warning at work for shouting at a colleague.',
    ],
  },
  {
    yours: 'your sleep',
    mine: 'my sleep',
    change: 'go to bed at the same time every night',
    good: 'gives me time for myself',
    bad: 'leaves me exhausted all day',
    other: 'my mum',
    client: [
      'I lie awake for hours worrying about everything.',
      'I scroll on my phone until two in the morning.',
      'I only get about four hours of sleep a night.',
      'I have tried sleeping pills but they make me groggy.',
      'I wake up at three and cannot get back to sleep.',
    ],
  },
  {
    yours: 'the money worries',
    mine: 'my debts',
    change: 'make a plan for the debts',
    good: 'lets me forget for a while',
    bad: 'keeps me awake at night',
    other: 'my brother',
    client: [
      'The bills keep coming and I just put them in a drawer.',
      'I owe money on three credit cards.',
      'I am ashamed to tell anyone how much I owe.',
      'We argue about money all the time at home.',
    ],
  },
  {
    yours: 'your gambling',
    mine: 'my gambling',
    change: 'stop betting',
    good: 'gives me a buzz',
    bad: 'has lost us thousands',
    other: 'my husband',
    client: [
      'I only bet on the football, it is just a bit of fun.',
      'I lost my wages on the slots last month.',
      'I keep thinking the next win will get me out of trouble.',
      'I have deleted the betting apps twice and put them back on.',
    ],
  },
  {
    yours: 'exercise',
    mine: 'exercise',
    change: 'go for a walk every day',
    good: 'would give me more energy',
    bad: 'hurts my knees',
    other: 'my friend',
    client: [
      'I used to run but I have not done anything in years.',
      'I joined a gym and went twice.',
      'I do not have time to exercise with work and the kids.',
      'Walking the dog is about all I manage.',
    ],
  },
  {
    yours: 'your relationship',
    mine: 'my marriage',
    change: 'talk to your partner about how you feel',
    good: 'is all I have',
    bad: 'has been falling apart',
    other: 'my sister',
    client: [
      'We do not really talk any more, we just live in the same house.',
      'My husband thinks I am overreacting.',
      'Since the baby came we have been fighting all the time.',
      'I feel lonely even when she is in the room.',
    ],
  },
];

/** Coach turns with `{yours}`, `{change}`, `{good}`, `{bad}`, `{other}` filled from a topic. */
const COACH_TEMPLATES = [
  // open questions
  'What brings you here today?',
  'How do you feel about {yours}?',
  'What do you make of {yours}?',
  'Tell me more about {yours}.',
  'What worries you most about {yours}?',
  'What would it be like if you decided to {change}?',
  'What have you tried before to {change}?',
  'How would your life be different if you were able to {change}?',
  'What makes you want to {change} now?',
  'What would need to happen for you to {change}?',
  'How important is it for you to {change}, on a scale from zero to ten?',
  'Why a five and not a two?',
  'What would it take to move up from a five to a seven?',
  'How does {yours} fit with the person you want to be?',
  'What do you like about {yours}?',
  'What are the not so good things about {yours}?',
  'What does {other} say about {yours}?',
  'How has {yours} changed over the last year?',
  'What would be a first small step?',
  'What has helped you in the past?',
  'Where do you want to go from here?',
  'What do you think you will do?',
  'How confident are you that you could {change}?',
  'What would a good week look like for you?',
  // closed questions
  'Do you think {yours} is a problem?',
  'Have you ever tried to {change}?',
  'Are you ready to {change}?',
  'Would you like to {change}?',
  'Is that something you want to work on?',
  'Did {other} say something about it?',
  'Is that right?',
  'Can I ask you a few questions about {yours}?',
  'Do you want to talk about {yours} today?',
  'Have you talked to {other} about it?',
  // simple reflections
  'You are worried about {yours}.',
  'It sounds like {yours} {bad}.',
  'You feel like {yours} {good}.',
  'So {yours} is on your mind.',
  'You have been thinking about this for a while.',
  'You are not sure you want to {change}.',
  'You tried before and it did not work.',
  'It has been really hard.',
  // complex reflections
  'On the one hand {yours} {good}, and on the other hand it {bad}.',
  'Part of you wants to {change}, and part of you is not sure it is worth it.',
  'You are feeling stuck between what you want and what you have to do.',
  'It sounds like you are tired of people telling you what to do.',
  'You are afraid that if you {change}, you will lose something that matters to you.',
  'You want to be the one who decides what happens next.',
  'It is not so much {yours} itself, it is how it makes you feel about yourself.',
  'You care a lot about what {other} thinks.',
  'Nobody seems to understand how hard this has been for you.',
  'You would like things to be different, you are just not sure how.',
  // affirmations
  'It took a lot of courage to come here today.',
  'You have already made some real changes.',
  'You clearly care a great deal about your family.',
  'That was a really honest thing to say.',
  'You have managed a lot on your own.',
  'You kept going even when it was hard, that says something about you.',
  // asking permission, information, advice
  'Would it be okay if I shared some information about {yours}?',
  'Can I tell you what other people have found helpful?',
  'Would you like some ideas about how to {change}?',
  'Some people find it helps to {change}, what do you think?',
  'I would recommend that you {change}.',
  'You should really {change}.',
  'You need to {change} before it gets worse.',
  'If I were you, I would {change}.',
  'The research shows that people who {change} feel better within a few weeks.',
  'It is up to you what you do with this.',
  'You are the expert on your own life.',
  'Whatever you decide, I am here to help.',
  // summaries and structure
  'Let me see if I have understood you correctly.',
  'So far you have told me that {yours} {good}, but it also {bad}.',
  'Let me sum up what we have talked about.',
  'We have about ten minutes left.',
  'What would you like to focus on today?',
  'Thank you for telling me that.',
  // confrontation and persuasion, for the coder's counter-examples
  'You are making excuses, and you know it.',
  'You are part of the problem.',
  'You have to take responsibility for {yours}.',
  'Do you not see what {yours} is doing to your family?',
];

/** Client turns with the same slots, besides each topic's own lines. */
const CLIENT_TEMPLATES = [
  'I know I should {change}, but it is hard.',
  'I do not think {mine} is that bad.',
  'Honestly, {mine} {good}.',
  'The thing is, it {bad}.',
  '{other} keeps going on about {mine}.',
  'I want to {change}, I just do not know where to start.',
  'I have tried to {change} before and it did not last.',
  'Maybe I could {change}, maybe.',
  'I do not need a lecture about {mine}.',
  'Everyone keeps telling me to {change}.',
  'I suppose {mine} is a bit of a problem.',
  'If I am honest, I am scared of what happens if I do not {change}.',
  'It is not the right time to {change}.',
  'I came because {other} made me.',
];

/** Hand-written lines: the texture of real talk (fillers, hedges, fragments, run-ons). */
const LINES = [
  'Um, I do not really know where to start.',
  'Yeah, I mean, it is kind of complicated.',
  'So, you know, it has just been a lot lately.',
  'Well, I guess so, sort of.',
  'Uh, I mean, I do not know, it is fine, I suppose.',
  'Okay, so, what do you want me to say?',
  'Right, yeah, that is it exactly.',
  'I mean it is not like I do not want to, you know, I just cannot right now.',
  'Mm, I hear you.',
  'Okay.',
  'Yeah.',
  'No, not really.',
  'I do not know.',
  'Maybe.',
  'Sort of, yeah.',
  'That is fair.',
  'I have never really thought about it like that.',
  'It is just, I do not know, everything at once.',
  'And then my mum rang and it all kicked off again and I just gave up.',
  'So I went to the doctor and he said the same thing as last time, and I thought, what is the point.',
  'I said I would do it and then I did not, and now I feel like a failure.',
  'Every time I try to change something, something else goes wrong.',
  'I am not saying you are wrong, I am just saying it is not that simple.',
  'You do not know what it is like.',
  'I did not ask for advice.',
  'Please do not tell me what to do.',
  'Go on then, tell me.',
  'I suppose I could try.',
  'I am willing to give it a go.',
  'That sounds impossible.',
  'I am sick of feeling like this.',
  'I want things to be better for my kids.',
  'I feel like I am letting everybody down.',
  'Nobody listens to me.',
  'I do not want to end up like my dad.',
  'It is easier said than done.',
  'I will think about it.',
  'Can we talk about something else?',
  'I am here because my wife made the appointment.',
  'Thank you, that actually helps.',
  'So where do we go from here?',
  'What do you think I should do?',
  'It sounds like you have a lot on your plate right now.',
  'You are wondering whether any of this is worth it.',
  'You are feeling pretty discouraged.',
  'What else?',
  'Tell me more.',
  'What happened next?',
  'How did that feel?',
  'What did you do then?',
  'What would you like to be different?',
  'How are you feeling today?',
  'What is the hardest part?',
  'What matters most to you?',
  'That makes sense.',
  'I can see why you would feel that way.',
  'Take your time.',
  'Mm hmm.',
  'I see.',
  'Go on.',
  'So what I am hearing is that you want to change, but you are not sure you can.',
  'Let us come back to that.',
  'I wonder what would happen if you tried it for just one week.',
  'How would you know that things were getting better?',
  'Who could support you with this?',
  'What would your best friend say?',
  'You mentioned earlier that you felt lonely.',
  'You said you were ready to try something different.',
  'It sounds like you have already decided.',
  'You are not ready to make a decision yet, and that is okay.',
  'You have a choice here.',
  'Can I check something with you?',
  'I am curious about what you just said.',
  'That sounds really frustrating.',
  'That must have been frightening.',
  'You were really angry with him.',
  'You felt let down.',
  'You did your best with what you had.',
];

/** Spoken contractions, applied to every line for a second, contracted variant. */
const CONTRACTIONS: readonly [RegExp, string][] = [
  [/\bdo not\b/g, "don't"],
  [/\bdoes not\b/g, "doesn't"],
  [/\bdid not\b/g, "didn't"],
  [/\bis not\b/g, "isn't"],
  [/\bare not\b/g, "aren't"],
  [/\bhave not\b/g, "haven't"],
  [/\bwill not\b/g, "won't"],
  [/\bcannot\b/g, "can't"],
  [/\bi am\b/g, "i'm"],
  [/\bi have\b/g, "i've"],
  [/\bi would\b/g, "i'd"],
  [/\bi will\b/g, "i'll"],
  [/\byou are\b/g, "you're"],
  [/\byou have\b/g, "you've"],
  [/\byou would\b/g, "you'd"],
  [/\bwe are\b/g, "we're"],
  [/\bthey are\b/g, "they're"],
  [/\bit is\b/g, "it's"],
  [/\bthat is\b/g, "that's"],
  [/\bwhat is\b/g, "what's"],
  [/\blet us\b/g, "let's"],
];

const contract = (sentence: string) => CONTRACTIONS.reduce((s, [from, to]) => s.replace(from, to), sentence);

/** Openers and closers that wrap a turn the way people talk. */
const OPENERS = ['', 'so ', 'well ', 'okay so ', 'um ', 'yeah ', 'and ', 'I mean ', 'right ', 'you know '];
const TAILS = ['', '', ' you know', ' I guess', ' or something', ' really', ' right', ' I think'];

const fill = (template: string, topic: Topic) =>
  template
    .replaceAll('{yours}', topic.yours)
    .replaceAll('{mine}', topic.mine)
    .replaceAll('{change}', topic.change)
    .replaceAll('{good}', topic.good)
    .replaceAll('{bad}', topic.bad)
    .replaceAll('{other}', topic.other);

/** Lower case words and apostrophes, as the recogniser's dictionary spells them. */
export function normaliseSentence(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The corpus, one normalised sentence a line: every template crossed with every topic, each
 * topic's own lines, the hand-written lines, and a spoken variant of each (an opener and a tail
 * picked in turn, never at random), run-ons that join a client line to the next, and the
 * contracted variant ("don't", "it's") of each line that has one.
 */
export function counsellingCorpus(): string[] {
  const base: string[] = [...LINES];
  for (const topic of TOPICS) {
    for (const t of [...COACH_TEMPLATES, ...CLIENT_TEMPLATES]) base.push(fill(t, topic));
    base.push(...topic.client);
  }
  const sentences = base.map(normaliseSentence);
  const spoken = sentences.map((s, i) => {
    const opener = OPENERS[i % OPENERS.length] ?? '';
    const tail = TAILS[(i * 3) % TAILS.length] ?? '';
    return normaliseSentence(`${opener}${s}${tail}`);
  });
  const clientLines = TOPICS.flatMap((t) => t.client).map(normaliseSentence);
  const runOns = clientLines.map((s, i) => {
    const next = clientLines[(i + 5) % clientLines.length] ?? '';
    const joint = ['and', 'but', 'so', 'and then', 'and you know'][i % 5];
    return `${s} ${joint} ${next}`;
  });
  const written = [...sentences, ...spoken, ...runOns];
  return [...written, ...written.map(contract).filter((s, i) => s !== written[i])];
}
