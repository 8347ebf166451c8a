/**
 * The words around the case's facts: how a client leads into a fact, hedges it, minimises a
 * quantity, pushes back, or answers a risk question, by voice (a teenager or an adult) and by how
 * guarded they are now. The facts themselves come from the case formulation; these lines only
 * frame them, so every session of one avatar tells the same story in different words.
 */
import type { Voice } from './case-formulation.js';

/** How much the client lets the coach in now (from the stance). */
export type Guard = 'closed' | 'guarded' | 'open';

type ByVoice<T> = Record<Voice, Record<Guard, readonly T[]>>;

/** Lead-ins to a fact, joined with a comma to it ("Look, I drink four beers most nights."). */
export const LEADS: ByVoice<string> = {
  adult: {
    closed: [
      'Look',
      'Fine',
      'If you must know',
      'Since you ask',
      'Well',
      'Put it this way',
      'Short answer',
      'Not that it matters',
      'If it helps',
      "For what it's worth",
    ],
    guarded: [
      'Well',
      "I don't know",
      'Honestly',
      'Thing is',
      "It's not complicated",
      'The short version',
      'Where do I start',
      'Truth be told',
      'Put it this way',
      'Mostly',
      'I suppose',
      'Okay',
      'Long story short',
      'Basically',
      'The way it went',
      'In a nutshell',
      'Bottom line',
    ],
    open: [
      'Honestly',
      'The truth is',
      "If I'm honest",
      "I haven't said this to many people, but",
      'What gets me is',
      "I'll be straight with you",
      'The thing is',
      'It sounds daft, but',
      'To be honest',
      'Okay. Honestly',
      "I've been thinking about it, and",
      'Part of it is',
      'The honest answer is',
      "I'll tell you how it is",
      "If I'm being straight",
      'What it comes down to is',
    ],
  },
  teen: {
    closed: [
      'I dunno',
      'Whatever',
      'Fine',
      'Like',
      'Ugh, okay',
      'If you have to know',
      'Okay, fine',
      'I guess',
      "It's not a big deal but",
    ],
    guarded: [
      'I dunno',
      'Like',
      'I guess',
      'Um',
      'Okay so',
      'Basically',
      'Honestly',
      "It's just",
      'Kind of',
      'So yeah',
      'Idk',
      'Well',
      'Okay, like',
      'So basically',
      'I mean',
    ],
    open: [
      'Honestly',
      'Okay, so',
      "I've never really said this, but",
      'The thing is',
      "It's kind of embarrassing but",
      'Like, honestly',
      'I guess the real thing is',
      'Okay. So',
      "I don't know why I'm telling you this, but",
      'Basically',
      "It's weird saying it, but",
      'So',
      'Okay, the real thing is',
      'So, um',
      'Honestly, like',
    ],
  },
};

/** A short sentence after a fact: hedges when guarded, feeling when open. */
export const AFTERS: ByVoice<string> = {
  adult: {
    closed: [
      "That's all there is to it.",
      "That's it.",
      "Doesn't make me a bad person.",
      'Not that it is anyone else’s business.',
      'Nothing I can’t handle.',
      "I'm not going into it.",
      'End of story.',
      "I've said what I came to say.",
      "That's all you're getting.",
    ],
    guarded: [
      "It's not a big deal.",
      'Lots of people are the same.',
      "I'm not sure what else to say.",
      "That's about the size of it.",
      "I don't see what the fuss is.",
      "It's how things are right now.",
      "I'd rather leave it there for now.",
      "It's under control, mostly.",
      "That's the long and short of it.",
      "Nothing I can't manage.",
      "I don't want to make more of it than it is.",
      "It's not something I dwell on.",
      'People make a big thing of it.',
      "It's fine, really.",
      "I've got it in hand.",
      "It's just how it is.",
      'Nothing out of the ordinary.',
    ],
    open: [
      "I don't like how that sounds out loud.",
      "It's been sitting on me for a while.",
      "I'm not proud of it.",
      "I haven't told my family half of that.",
      'Saying it makes it real, I suppose.',
      'It scares me more than I let on.',
      "I've been pretending it's fine.",
      "I don't want to be that person.",
      'There, I said it.',
      'It feels strange to say it to someone.',
      "I've never said it like that before.",
      'It gets to me more than I show.',
      "That's the bit I keep to myself.",
      "I'd rather it wasn't true.",
      "I'm tired of it, truth be told.",
      'It weighs on me.',
      "I don't recognise myself some days.",
      "It's harder to say than I thought.",
    ],
  },
  teen: {
    closed: [
      "It's fine.",
      'Can we not.',
      "It's whatever.",
      "It's not that deep.",
      "I don't wanna talk about it.",
      'Drop it.',
      'Leave it.',
      "It doesn't matter.",
      'Forget it.',
    ],
    guarded: [
      "It's not a big thing.",
      'Everyone stresses about stuff.',
      'So yeah.',
      "It's whatever.",
      "I'm fine, mostly.",
      "I don't really know what you want me to say.",
      'It is what it is.',
      'Not a big deal.',
      "That's kind of it.",
      'Loads of people do worse.',
      "It's fine. Honestly.",
      'Can we not make it a thing?',
      "It's not a big thing, okay.",
      "I've got it.",
      'Anyway.',
    ],
    open: [
      "I've never said that out loud.",
      "It's kind of scary, honestly.",
      "I don't want anyone to freak out.",
      'I feel stupid saying it.',
      'I just want it to stop, you know?',
      "I've been hiding it for ages.",
      'Sorry. This is hard.',
      "I don't really know why I do it.",
      "I'm scared people will look at me different.",
      'It feels weird telling someone.',
      "Please don't tell anyone.",
      "I didn't think I'd actually say it.",
      "It's so embarrassing.",
      'I feel a bit sick saying it.',
      "I hate that it's true.",
      "It's a lot.",
      "I don't know what to do about it.",
    ],
  },
};

/**
 * A short sentence after something another person did ("my son dropped out"): the client's own
 * reaction to it, never shame or a hedge that would pin the feeling on the other person's fact.
 */
export const OTHERS_AFTERS: ByVoice<string> = {
  adult: {
    closed: [
      "That's their business.",
      "I'd rather not get into it.",
      'Leave them out of this.',
      'Not my story to tell.',
      "That's between them and me.",
    ],
    guarded: [
      "It's been hard on all of us.",
      'I try not to think about it too much.',
      "I didn't see it coming.",
      "We don't really talk about it.",
      'It knocked me more than I let on.',
      "I don't know what I could have done.",
      'It is what it is.',
      "We're getting on with it.",
      'You just get on with things.',
    ],
    open: [
      "I haven't handled it well, if I'm honest.",
      "I keep wondering if it's down to me.",
      'I took it harder than I let on.',
      "I said things I shouldn't have.",
      'It has been on my mind ever since.',
      "I worry about what I've shown them.",
      "I didn't say the right things at the time.",
      "I wish I'd handled it better.",
      "It shook me, if I'm honest.",
    ],
  },
  teen: {
    closed: [
      "That's their thing.",
      "I don't wanna talk about them.",
      'Whatever.',
      "It's not about them.",
      'Leave them out of it.',
    ],
    guarded: [
      "It's kind of weird now.",
      "We don't really talk about it.",
      "I don't know. It's fine.",
      "It's whatever.",
      "It's fine now. Kind of.",
      'I try not to think about it.',
    ],
    open: [
      'I feel bad about it, honestly.',
      "I keep thinking it's my fault.",
      "I wasn't ready for that.",
      'It made me feel kind of sick.',
      'I feel bad they found out.',
      'It made everything worse, honestly.',
      "I didn't want that to happen.",
    ],
  },
};

/**
 * What a client in a family or work frame would like to be different, asked ("What would help?")
 * when their story gives no reason of their own: the relationship or the job, never a behaviour.
 */
export const FRAME_CHANGE: Record<'family' | 'work', Record<Voice, readonly string[]>> = {
  family: {
    adult: [
      "I don't want it to stay like this.",
      "I'd like us to be able to talk again. Properly.",
      'If we could sit down without it turning into a row, that would be a start.',
      "I'd like to sort it out. I just don't know where to begin.",
      'I want things to be better than this. They used to be.',
      "Maybe knowing you're not angry with me.",
    ],
    teen: [
      'I dunno. Maybe if people stopped going on at me.',
      'I just want it to stop being weird.',
      'If things could just go back to normal.',
      'Maybe if someone actually listened.',
      "I don't want to feel like this all the time.",
    ],
  },
  work: {
    adult: [
      'Getting things back under control, for a start.',
      "I'd like to feel I'm not on my own with it.",
      'Some say in what happens next would help.',
      'I want to do the job properly again.',
      'Knowing where I stand would help.',
    ],
    teen: [
      'I dunno. Less pressure, maybe.',
      'If people stopped watching everything I do.',
      'Knowing what I am supposed to do, for once.',
    ],
  },
};

/** Both sides at once, when a two-sided reflection has nothing of the story left to add. */
export const TORN: Record<Voice, readonly string[]> = {
  adult: [
    'I go back and forth on it.',
    "Both, I suppose. That's the trouble.",
    'Some days one side wins, some days the other.',
    "That's the tug of war, yeah.",
    "I want both, and I know I can't have both.",
  ],
  teen: [
    "Yeah. Both. It's confusing.",
    'I kind of want both, which is stupid.',
    "Yeah, it's like, both at once.",
    "Yeah. Part of me wants to stop and part of me doesn't.",
    "Both. I don't know which is worse.",
    "I know. I can't make my mind up.",
  ],
};

/** Before a quantity, a guarded client plays it down, then gives the real figure. */
export const MINIMISERS: Record<Voice, readonly string[]> = {
  adult: [
    'Not that much.',
    'A couple, maybe.',
    'Less than people think.',
    'Same as anyone.',
    'Depends on the day.',
    "Not as much as you're thinking.",
    'Normal amounts.',
    "I've never really counted.",
    'Not a lot, really.',
    'Nothing out of the ordinary.',
    "Less than you'd think.",
    'Not every night.',
    'It varies.',
    'Hard to say exactly.',
  ],
  teen: [
    'Not that much.',
    'Like, not loads.',
    "I don't count.",
    'Sometimes.',
    "It's not every day. Well.",
    'Depends.',
    'Not as much as you think.',
    'Only sometimes, really.',
    'Not loads.',
    'Like, not that much.',
    'It depends.',
  ],
};

/** Turns from the minimised answer to the truth. */
export const ADMITS: Record<Voice, readonly string[]> = {
  adult: [
    'Well',
    'Alright, fine',
    'If I’m honest',
    'Okay, truthfully',
    'Realistically',
    'Fine, properly counted',
    'Okay, if you want the real number',
    'Truthfully',
    'Fair enough',
    'Alright, the real answer',
    'Okay, put it this way',
    'If you want it straight',
    'Being honest',
  ],
  teen: [
    'Okay, fine',
    'Like',
    'Honestly',
    'Okay, truth',
    'Well',
    'Fine',
    'Okay, real answer',
    'I mean',
    'Fine, like',
    'Okay okay',
  ],
};

/** Lead-ins to sustain talk (reasons to stay the same). */
export const SUSTAIN_LEADS: Record<Voice, readonly string[]> = {
  adult: [
    'The way I see it',
    'You have to understand',
    'At the end of the day',
    "It's simple",
    'What people forget is',
    'For me',
    'Look',
    'Honestly',
    'Thing is',
    "Don't get me wrong",
    'Way I look at it',
    "Let's be fair",
    'Fact is',
    'To be fair',
    'Put it this way',
  ],
  teen: [
    'Like',
    'It helps, okay',
    'Honestly',
    'The thing is',
    'I mean',
    'Look',
    'Okay but',
    'Seriously',
    "It's just",
    'Fine, but',
    'Like, seriously',
  ],
};

/** Lead-ins to change talk (reasons to change). */
export const CHANGE_LEADS: Record<Voice, readonly string[]> = {
  adult: [
    'But',
    'Then again',
    "If I'm honest",
    'The thing that gets me',
    'What I keep coming back to is',
    'What I do know is',
    'Deep down',
    'Part of me thinks',
    'Still',
    'The worry is',
    'What scares me is',
    "I'll admit",
  ],
  teen: [
    'But',
    'I mean',
    'Honestly',
    'Like, honestly',
    'The thing is',
    'I guess',
    'Still',
    'The scary bit is',
    'But like',
    'Thing is',
  ],
};

/**
 * Discord in many forms: terse, defending, deflecting, going quiet, disputing the coach's right to
 * judge. Lines for a professional, never for a relative ("coming from you" belongs elsewhere).
 */
export const DISCORD: ByVoice<string> = {
  adult: {
    closed: [
      'Right.',
      "You don't know what it's like.",
      "I didn't come here to be lectured.",
      "That's your opinion.",
      "We're done with that subject.",
      'Is that what they teach you?',
      'Easy to judge from that chair.',
      'I knew this would be a waste of time.',
      'Next question.',
      '...',
      'You’ve read one page of my life.',
      'If that’s what you think, I don’t know why I’m here.',
      "That's rubbish.",
      "You've got me all wrong.",
      'Here we go.',
      "So that's what this is.",
      "You don't know me.",
      "I'm not having that.",
      'Charming.',
      'Is that right.',
      "I'll take that with a pinch of salt.",
      "That's out of order.",
      "I don't need this.",
      'Fine. Think what you like.',
      "You've made your mind up, then.",
      'Spare me.',
    ],
    guarded: [
      "That's not fair.",
      'I’m not sure that’s how I’d put it.',
      'Hang on, that’s a bit much.',
      "I don't think you get it.",
      'That’s a big jump.',
      'I’m not some case study.',
      'Steady on.',
      'I wouldn’t go that far.',
      "That's not how I see it.",
      'Now hold on.',
      "That's a bit rich.",
      "That's not fair on me.",
      "I think you're reading too much into it.",
      "Let's not get carried away.",
      "You're putting words in my mouth.",
      "That's not what I said.",
      "I don't think that's the whole picture.",
    ],
    open: [
      "That stings. Maybe there's something in it.",
      "I don't like hearing that.",
      "That's hard to hear, even if it's partly true.",
      'Okay. That hit a nerve.',
      'Ouch. Maybe.',
      "I'd rather not hear that, but okay.",
      "I don't think that's fair.",
      'That stings a bit.',
      "I didn't expect that from you.",
      "That's not how I see it.",
    ],
  },
  teen: {
    closed: [
      'Okay.',
      "You don't get it.",
      'Whatever.',
      'Can we not do this?',
      'You sound like my mum.',
      'Wow. Okay.',
      'This is why I don’t talk to adults.',
      '...',
      'Fine. Whatever you say.',
      "I'm not stupid.",
      'Seriously?',
      'Okay, rude.',
      "You're just like everyone else.",
      "I'm done.",
      'Cool. Great.',
      'Why do I even bother.',
    ],
    guarded: [
      "That's not fair.",
      "It's not like that.",
      "You don't even know me.",
      'That’s kind of harsh.',
      'Okay but that’s not it.',
      'Everyone says that.',
      "You don't get it.",
      'Wow. Okay.',
      "That's not what I meant.",
      "You're making it sound worse than it is.",
      "That's a bit much.",
      "Okay, that's not fair.",
    ],
    open: [
      'That kind of hurts.',
      'Okay... maybe.',
      "I know. I just can't.",
      "I don't like hearing that.",
      "That's kind of harsh.",
      "I thought you'd get it.",
      "That's not fair, though.",
    ],
  },
};

/** Refusing to say more when a question lands while closed. */
export const DEFLECT: ByVoice<string> = {
  adult: {
    closed: [
      "There's not much to tell.",
      "I'd rather not get into it.",
      'What do you want me to say?',
      "That's my business.",
      'Not much.',
      "Why don't you tell me, you've got the file.",
    ],
    guarded: [
      "It's complicated.",
      'Where to begin.',
      'Not sure it matters.',
      'Hard to say.',
      "That's a long story.",
      'Hard to say, really.',
    ],
    open: [
      'Let me think.',
      "It's a lot.",
      "It's hard to know where to start.",
      'Let me think how to put it.',
    ],
  },
  teen: {
    closed: ['Nothing.', 'Dunno.', "It's fine.", 'Not much.', 'Why do you care?', 'Pass.'],
    guarded: ["It's complicated.", 'I dunno.', 'Stuff.', 'Just stuff.', "I don't know how to explain it."],
    open: ['Um.', "It's a lot.", "It's hard to explain.", "I don't know where to start."],
  },
};

/** Answers to a risk question when the case has no risk facts. */
export const NO_RISK: Record<Voice, readonly string[]> = {
  adult: [
    "No. Nothing like that. I'm not in that place.",
    "No, I've never thought about hurting myself.",
    "No. It's not that bad.",
    'No. I wouldn’t do that to my family.',
  ],
  teen: [
    'No. Not like that.',
    "No. I'm not gonna do anything.",
    "No! God. It's not that bad.",
    'No. Not that.',
    "No, I'm not like that.",
  ],
};

/** Before a risk fact, when still guarded. */
export const RISK_LEADS: Record<Voice, readonly string[]> = {
  adult: ['Sometimes', "I don't like talking about it", 'Since you ask', 'It happens', 'Not as much', 'Okay'],
  teen: ['Sometimes', 'Kind of', 'I mean', 'Um, yeah', "Don't freak out", 'Okay, yeah'],
};

/** A counselling client's greeting. */
export const CLIENT_GREETING: ByVoice<string> = {
  adult: {
    closed: [
      "Let's get this over with.",
      'Right. Here I am.',
      "I'm here. Not by choice.",
      'Morning.',
      "Let's get on with it.",
    ],
    guarded: ['Hi.', 'Hello.', 'Afternoon.', "Hi. I wasn't sure about coming.", 'Hi. Okay.'],
    open: [
      'Hi. Thanks for seeing me.',
      'Hello. I made it.',
      'Hi. I nearly cancelled, to be honest.',
      'Hello. Good, thanks.',
      "Hi. I'm alright, thanks.",
    ],
  },
  teen: {
    closed: ['Hey.', 'Hi. My mum made me come. Sort of.', 'Yeah, hi.', 'Hi, I guess.'],
    guarded: ['Hi.', 'Hey.', 'Um, hi.', 'Hey. Um, hi.'],
    open: ['Hi. Sorry, I’m a bit nervous.', 'Hey. Okay. Hi.', 'Hey. Okay, hi.', "Hi. I'm okay."],
  },
};

/**
 * Lines for a relative or a guest: in a counselling session the coach is a professional, so these
 * never come out ("I miss the way we used to talk", "That is rich, coming from you").
 */
export const RELATIVE_LINES: readonly RegExp[] = [
  /miss (the way we used to talk|how things were)/i,
  /coming from you/i,
  /come on in|come in, sit down/i,
  /in my own house/i,
  /drive safe/i,
  /thanks for coming by/i,
  /between us/i,
  /you weren'?t there/i,
  /good to see you/i,
  /glad you made it/i,
  /there you are/i,
  /wasn'?t sure you'?d call/i,
  /felt ambushed/i,
  /i didn'?t know you felt/i,
  /what i wanted you to feel/i,
  /sorry (you felt|it felt like that for you)/i,
  /talk again soon/i,
  /how long have you felt like this/i,
  /why did you not tell me sooner/i,
  /\byou (never|always) /i,
  /you played your part/i,
  /make me the bad guy/i,
  /i never wanted to make you feel/i,
  /i should have known/i,
  /i didn'?t realise it (hit you|felt like that)/i,
  /thank you for telling me how it was for you/i,
  /hard for you\.?$/i,
  /makes me so sad to hear/i,
  /you do not have to apologise/i,
  /you don't have to apologise/i,
  /i wasn'?t perfect either/i,
  /i thought everything was fine between/i,
  /this changes how i see the last few weeks/i,
  /i honestly had no idea this was on your mind/i,
  /i never expected to be having this conversation/i,
  /i am really glad you are here/i,
  /do you even want to hear my side/i,
  /nobody listens to my side/i,
  /i'?m glad we'?re (doing this|talking)/i,
  /means something, coming from you/i,
  /i'?m trying to understand your side/i,
  /i see parts of your point/i,
  /i know what i did and what i didn'?t do/i,
];

/** First words back to a reflection, before the client says more. */
export const REFLECTION_ACKS: ByVoice<string> = {
  adult: {
    closed: [
      'Maybe.',
      "Don't analyse me.",
      'If you say so.',
      'Something like that.',
      'Could be.',
      'Hm.',
      'Not exactly.',
      "That's your word for it.",
      'Close enough.',
    ],
    guarded: [
      'Yeah. Sort of.',
      "That's part of it.",
      'I suppose.',
      'More or less.',
      'Something like that, yeah.',
      "That's one way of putting it.",
      "Could be. I hadn't thought of it like that.",
      'Partly, maybe.',
      "I wouldn't put it quite like that, but okay.",
      "Maybe, I hadn't put it that way.",
      'In a way, yes.',
      "There's some truth in that.",
      "I'd go along with that, more or less.",
      'Roughly, yes.',
      'You could say that.',
      "That's fair, I suppose.",
      'Not far off.',
      'Yes and no.',
    ],
    open: [
      "Yeah. That's it.",
      'Exactly that.',
      "That's closer than I'd like.",
      'Yes. Nobody has put it like that.',
      'That is pretty much it.',
      "You've got it.",
      'Spot on, unfortunately.',
      "That's it in a nutshell.",
      "Yeah, that's the heart of it.",
      'When you say it like that, yes.',
      "That's exactly where I am.",
      "You've hit on it there.",
      "That's it, really, that's the thing.",
      "I couldn't have said it better.",
      "That's what I keep landing on.",
      "That's right.",
      "Yes, that's exactly it.",
      "That's the nail on the head.",
      'You understand it better than most.',
      "Yes. That's hard to hear, but yes.",
    ],
  },
  teen: {
    closed: [
      'Maybe.',
      'I guess.',
      'Sure.',
      'Whatever.',
      'Kind of.',
      'Hm.',
      'Not really.',
      'If you say so.',
      'Okay.',
    ],
    guarded: [
      'Kind of, yeah.',
      'I guess.',
      'Sort of.',
      'Yeah, maybe.',
      'A bit.',
      'Maybe, kind of.',
      'I mean, a little.',
      'Sort of, I guess.',
      'Kinda.',
      'Maybe a bit, yeah.',
      'Sorta.',
      'Yeah, I guess, a bit.',
      'Maybe. I dunno.',
    ],
    open: [
      'Yeah. Exactly.',
      "Yeah. That's it.",
      'Honestly, yeah.',
      'That is so it.',
      "That's literally it.",
      'Yeah, pretty much.',
      'How did you know that?',
      'Yeah. That sounds right.',
      'Yeah, that.',
      'Literally, yeah.',
      'Yeah, that is it.',
      'Okay, yeah, that.',
      'Yeah, you get it.',
      "Yeah. That's exactly it.",
      'How did you know that.',
      'Yeah, basically.',
    ],
  },
};

/** Unasked advice, refused. */
export const ADVICE_PUSHBACK: ByVoice<string> = {
  adult: {
    closed: [
      "I didn't ask for advice.",
      "Don't tell me what I should do.",
      'Easy for you to say.',
      'You sound like a leaflet.',
      "I've heard that one.",
      'Thanks, but no.',
      'I know what people say.',
      "That's what everyone says.",
      'Heard it all before.',
      "I didn't come for a list of rules.",
      "If it were that easy I'd have done it.",
      'Save the leaflet.',
      "I know what I'm supposed to do.",
    ],
    guarded: [
      "It's not that simple.",
      'Maybe. Easier said than done.',
      "I've heard that before.",
      "I'm not sure that would work for me.",
      'Sounds easy when you say it.',
      "I'm not there yet.",
      'People keep telling me that.',
      "I'll see.",
      "That's one way of looking at it.",
    ],
    open: [
      "Maybe. I don't know if I'm ready.",
      "I'll think about it.",
      "I know. It's the doing it.",
      "Maybe. I've tried something like that before.",
      "I hear you. It's easier said than done.",
      "I know. I just don't know if I can.",
      "Could be. I'm not sure it would work for me.",
    ],
  },
  teen: {
    closed: [
      'Yeah, no.',
      "You can't just tell me that.",
      'That’s literally what everyone says.',
      'Okay, thanks. Not.',
      'Like that’s easy.',
      'Everyone keeps saying that.',
      "That's not gonna happen.",
    ],
    guarded: [
      "It's not that easy.",
      "I've tried, okay?",
      'Everyone says that.',
      'Easy for you to say.',
      'Yeah, I know.',
      "It's not that simple.",
      "I'll think about it. Maybe.",
    ],
    open: [
      "I know. I just don't know how.",
      'Maybe.',
      "I'll try. Maybe.",
      "I know. I just can't, right now.",
      "Maybe. It's scary though.",
      "I've thought about it. I'm not ready.",
    ],
  },
};

/** Short answers to closed questions. */
export const SHORT_ANSWERS: ByVoice<string> = {
  adult: {
    closed: [
      'No.',
      "What's it to you?",
      'Not really.',
      "I don't see why that matters.",
      'Maybe.',
      'Next.',
      'Does it matter?',
      "Not that I'd say.",
      'If you like.',
      'No comment.',
      'Could be.',
    ],
    guarded: [
      'Sometimes.',
      'Not really.',
      'I suppose so.',
      'Yes. Now and then.',
      "Not the way you'd think.",
      'More or less.',
      "Not as much as you'd think.",
      'I know, I know.',
      "Yes. I'm aware.",
    ],
    open: [
      'Yes.',
      'Honestly? Yes.',
      'Yeah, I think so.',
      'More than I let on.',
      "Yes, if I'm honest.",
      "I'd have to say yes.",
      "Yes. More than I'd like.",
      'Truthfully, yes.',
      'I think so, yes.',
    ],
  },
  teen: {
    closed: [
      'No.',
      'Nope.',
      'Why?',
      'Not really.',
      'Dunno.',
      'Nah.',
      "Doesn't matter.",
      'Not telling.',
      'No idea.',
    ],
    guarded: [
      'Sometimes.',
      'Kind of.',
      'I guess.',
      'Not really.',
      'Sort of.',
      'Maybe.',
      'A bit.',
      'Yeah, I know.',
    ],
    open: [
      'Yeah.',
      'Yeah, kind of.',
      'Honestly, yeah.',
      'Yeah. I do.',
      'Kind of, yeah.',
      'I think so.',
      'Yeah, actually.',
      'Mostly, yeah.',
    ],
  },
};

/**
 * A lecture put as a question ("Do you know what smoking does to babies?"): the client has heard it,
 * and says so in the tone trust allows. What follows is the case's own line (`caseReply`).
 */
export const LECTURED_ANSWERS: ByVoice<string> = {
  adult: {
    closed: ["I've heard it all before.", "Yes. I'm not stupid.", 'I know. Everyone keeps telling me.'],
    guarded: ["I know, I know. I've read the packets.", 'I know what people say.', "Yes. I'm not daft."],
    open: [
      "I know. That's what scares me.",
      "Yes. I think about it more than you'd think.",
      "I do know. That's partly why I'm here.",
    ],
  },
  teen: {
    closed: ['Yeah, obviously.', 'Everyone keeps saying.', "I've heard."],
    guarded: ['Yeah, I know.', 'We did it at school.', "I'm not an idiot."],
    open: [
      "Yeah. That's kind of the problem.",
      'I know. I do think about it.',
      "Yeah. It's not like I don't care.",
    ],
  },
};

/**
 * "Do you want to lose your job?" when the story says what the client wants: answered from it,
 * `no` when the story says they do not want it, `yes` when it says they do.
 */
export const WANT_ANSWERS: Record<'yes' | 'no', ByVoice<string>> = {
  no: {
    adult: {
      closed: [
        'No. Obviously not.',
        'Course not.',
        'What do you think?',
        "No. I'm not an idiot.",
        "Of course I don't.",
      ],
      guarded: [
        "No, I don't.",
        'No. Of course not.',
        'No. Nobody would.',
        "No, that's the last thing I want.",
        'Not at all.',
      ],
      open: [
        'No, of course not.',
        'No. Not at all.',
        "No. That's what worries me.",
        'God, no.',
        "No, I really don't.",
      ],
    },
    teen: {
      closed: ['Obviously not.', 'No. Duh.', 'What do you think?', 'Nope.', 'Course not.'],
      guarded: ['No.', 'Not really, no.', "No. I'm not stupid.", "No, I don't.", 'Nah, obviously.'],
      open: ['No. Course not.', 'No way.', "No. That's the thing.", "No, I really don't.", 'God, no.'],
    },
  },
  yes: {
    adult: {
      closed: ['Course I do.', 'Yes. Obviously.', 'What do you think?', 'Of course I do.', 'Yes.'],
      guarded: [
        'Yes, I do.',
        'I suppose I do, yes.',
        'Yes. I do, actually.',
        'I do, yes.',
        'Yes, more or less.',
      ],
      open: ['Yes. I really do.', 'I do, yes.', 'Yes. More than anything.', 'I really do.', 'Yes, I do.'],
    },
    teen: {
      closed: ['Obviously.', 'Yeah, duh.', 'What do you think?', 'Course I do.', 'Yeah.'],
      guarded: ['Yeah, I do.', 'I guess, yeah.', 'Yeah. Kind of.', 'Sort of, yeah.', 'I do, yeah.'],
      open: [
        'Yeah. I really do.',
        'Yeah, I do.',
        'Yeah. A lot.',
        'I really do.',
        'Yeah, more than anything.',
      ],
    },
  },
};

/** Changing the subject: one of the forms discord takes. */
export const TOPIC_CHANGE: Record<Voice, readonly string[]> = {
  adult: [
    'Can we talk about something else?',
    "Anyway. What's next on your list?",
    "Let's move on.",
    'I thought this was meant to help.',
    "I'd rather talk about work.",
    'Can we talk about something else for a bit.',
    "Anyway. Work's been busy.",
    "Let's leave that for now.",
    "Can we get back to why I'm here.",
    "Let's talk about something useful.",
  ],
  teen: [
    'Can we talk about something else?',
    'Anyway.',
    'Is this nearly done?',
    'Can I go soon?',
    'Can we talk about something else.',
    "Anyway. School's stressful.",
    'Whatever. What else.',
    'Can we do something else.',
    'This is boring.',
  ],
};

/** Sustain and change talk that fits the behaviour, for when the case's own reasons are told. */
export const TARGET_TALK: Record<string, { sustain: readonly string[]; change: readonly string[] }> = {
  drinking: {
    sustain: [
      "It's not like I'm drunk at work.",
      "I've never missed a day because of it.",
      'Plenty of people drink more than I do.',
      "It's the one thing I look forward to at the end of the day.",
      'I can stop any time I want.',
      "It's a habit, not a problem.",
      'A few beers never hurt anyone on the crew.',
      "I work hard, I've earned a drink.",
      "It takes the edge off, that's all.",
      'Everyone has a drink after work.',
      "It's never stopped me doing my job.",
      'I know people who drink twice what I do.',
      "It's not like I'm hurting anyone.",
      'I only drink at home, never out.',
      'It helps me sleep, if anything.',
      "I'm not one of those people who drinks in the morning.",
      'I never drink and drive.',
      "It's only beer, not spirits.",
      "I'm not sitting in the pub all day.",
      "I've never been in trouble for it.",
      'Everyone needs something.',
    ],
    change: [
      "I don't like how I feel in the mornings.",
      "My sleep's gone to pieces, if I'm honest.",
      'I need more than I used to for the same feeling.',
      "I don't want it to be what people remember about me.",
      "I don't like how foggy I am some mornings.",
      "I'd like to wake up without a fog.",
      "I don't want to be someone who hides the empties.",
      'I want to be around for my family a good while yet.',
      "I don't like how I get after the fourth one.",
      "I'd like to get through a week without it.",
      "I don't want to be hiding how much I have.",
      "I don't want to end up needing it.",
      "I don't like how snappy I get.",
      "I don't want my liver results to get worse.",
    ],
  },
  smoking: {
    sustain: [
      "It's the only thing that calms me down.",
      'Everyone I work with smokes.',
      "I've tried. It doesn't work for me.",
      "I'd put on weight if I stopped.",
      "It's the one thing that's mine on a shift.",
      "Without it I'd be snapping at everyone.",
      "It's my one bit of peace on a shift.",
      "I'm not ready to give it up.",
      'It gets me through the long days.',
      "It's the one thing I don't have to think about.",
      'I smoke less than I used to.',
      "It's my choice, it's my body.",
      "It's the only time I get to sit down.",
      'My granddad smoked till he was ninety.',
      'It keeps me going on nights.',
      "It's the one thing I do for me.",
    ],
    change: [
      'I get out of breath on the stairs now.',
      'The money adds up, I know that.',
      "I don't want my kid to grow up watching me smoke.",
      'I cough every morning now.',
      "I'd like to be able to run after my kid.",
      "I'd rather spend the money on something better.",
      "I don't want to be wheezing at fifty.",
      "I don't like how my clothes stink of it.",
      "I'd like to stop being the one stood outside.",
      "I don't want my kid copying me.",
    ],
  },
  cannabis: {
    sustain: [
      "It's less harmful than drinking.",
      'Without it I just lie there awake.',
      "It's not like I'm on anything hard.",
      "It's just how I switch off.",
      'Loads of people my age smoke.',
      'It helps me wind down, that’s all.',
      "I'm not hurting anyone.",
      "It's legal in half the world.",
      "It's legal in loads of places.",
      "I'm not hurting anyone but myself.",
      "It's not like I'm doing it at work.",
      'Everyone I know smokes a bit.',
      "It's the only thing that shuts my head up.",
      'I still get up for work. Mostly.',
    ],
    change: [
      "I can't remember the last evening I didn't.",
      "I'm meant to be saving, and it eats money.",
      "I don't want to be the one who's always late.",
      "I don't like how foggy I am half the morning.",
      "I don't want to mess this job up.",
      "I'd like to wake up on time for once.",
      "I don't want to lose the flat over it.",
      "I don't like how foggy I am in the mornings.",
      'I want to enjoy things again without it.',
      "I don't want it eating the money for the flat.",
    ],
  },
  gambling: {
    sustain: [
      'I only play what I can afford. Mostly.',
      "It's the one thing I do for me.",
      'Some weeks I win it back.',
      'It passes the evenings.',
      'Nobody gets hurt by it.',
      "It's not like I'm down the bookies every day.",
      "It's my bit of fun.",
      'It fills the quiet evenings.',
      "I've had some good wins.",
      "It's only a bit of fun.",
      'I know when to stop, mostly.',
      'It gets me out of the house.',
      "I'm not at the bookies every day.",
      "It's my only treat.",
    ],
    change: [
      "I can't keep hiding the statements.",
      "I don't want to lose what we built.",
      'I lie awake doing the sums.',
      "I don't like who I am when I'm playing.",
      "I'd like to look at my bank app without feeling sick.",
      "I don't want my family to worry about me.",
      "I'd like to stop lying about where the money goes.",
      "I don't want the app to come before my family.",
      "I don't want to lie about money any more.",
      'I want that money back in the house, not in the machines.',
    ],
  },
  'self-harm': {
    sustain: [
      "It's the only thing that works when it gets too much.",
      "It's not like I'm trying to die or anything.",
      "It's my body.",
      'It helps, okay? For a bit.',
      "It's the only thing that works when it gets bad.",
      "It's not like I'm trying to die.",
      'Nobody even notices.',
      "It's my business.",
      "It helps. That's all.",
    ],
    change: [
      'I hate hiding my arms all the time.',
      "I don't want to still be doing this next year.",
      'I wish I had another way to deal with it.',
      "I don't want to keep lying to everyone.",
      'I want to stop hiding my arms.',
      'I want to find something else that helps.',
      "I don't want it to get worse.",
    ],
  },
  other: {
    sustain: ["It's how I cope.", "I'm not hurting anyone.", "I've got it under control."],
    change: [
      'I know something has to give.',
      "I don't want things to stay like this.",
      "I'm tired of feeling like this.",
    ],
  },
};

/** First words back to an affirmation, in a counselling session. */
export const AFFIRM_ACKS: ByVoice<string> = {
  adult: {
    closed: [
      "Don't try to butter me up.",
      'Save it.',
      "Compliments won't change much.",
      'Right.',
      'If you say so.',
      "Don't flatter me.",
      'Nice try.',
    ],
    guarded: [
      'Well. Somebody has to.',
      "Thanks. I don't hear that much.",
      "Huh. Didn't expect that.",
      'I do try.',
      "That's not how it feels most days.",
      'Huh. Thanks, I suppose.',
      'Well. Someone noticed.',
      'Maybe. Some days.',
      'I do my best.',
      'Kind of you to say.',
    ],
    open: [
      "Thanks. That means more than I'd let on.",
      'That is kind of you.',
      "Thank you. It hasn't been easy.",
      "I don't hear that often.",
      "That's good to hear, actually.",
      'Thanks. I needed that today.',
      "I don't always give myself credit for that.",
      'Thank you. Really.',
      'That means a lot.',
      'I needed to hear that, actually.',
      'Thanks. I forget that sometimes.',
    ],
  },
  teen: {
    closed: ['Okay.', 'Sure.', 'You have to say that.', 'Whatever.', 'Sure you do.', 'Okay, whatever.'],
    guarded: [
      'Um, thanks.',
      'I guess.',
      "Thanks. I don't really feel like it.",
      'Okay, thanks, I guess.',
      'Um, okay.',
      'Um. Okay.',
      'Thanks, I suppose.',
      'Really?',
    ],
    open: [
      "Thanks. That's actually nice to hear.",
      'Thank you.',
      'Really? Okay. Thanks.',
      'Oh, thanks.',
      'That actually helps, thanks.',
      'Nobody says that to me.',
      "That's nice. Thanks.",
      'Thanks. Nobody says that.',
      'Okay. That helps.',
    ],
  },
};

/** Answers to the coach's apology, in a counselling session. */
export const APOLOGY_ACKS: ByVoice<string> = {
  adult: {
    closed: ['Fine. Noted.', "Right. Let's just move on.", 'Okay.', "We'll see.", 'Words are cheap.'],
    guarded: [
      'Okay. Thanks for saying so.',
      'Alright. I was getting my back up.',
      'Fair enough.',
      "It's alright, let's carry on.",
      'Okay. I might have overreacted too.',
      "Thanks, let's leave it.",
      'Okay. Thanks.',
      "Fair enough. Let's move on.",
      'Apology accepted, I suppose.',
    ],
    open: [
      'Thank you. That helps.',
      "It's okay. I know you're trying to help.",
      'Alright. I appreciate that.',
      'Thanks. I appreciate that.',
      "It's alright. I get touchy about it.",
      'No harm done.',
      'Thanks for saying so.',
    ],
  },
  teen: {
    closed: ['Okay.', 'Whatever. Fine.', 'Sure.'],
    guarded: ['Okay.', "It's fine, I guess.", 'Okay. Thanks.', "It's okay.", 'Um, fine.', "Okay, it's fine."],
    open: [
      "It's okay.",
      'Okay. Thanks for saying sorry.',
      'That’s okay. Really.',
      "It's okay, honestly.",
      "Thanks. It's fine.",
      "That's okay.",
    ],
  },
};

/** Answers to "Would it be okay if I shared...?": permission given or refused, by how guarded. */
export const PERMISSION_ANSWERS: ByVoice<string> = {
  adult: {
    closed: [
      'If you must.',
      "I'd rather you didn't.",
      'Go on then, if it gets us out of here sooner.',
      'Not really.',
      'Make it quick.',
      "I can't stop you.",
      'Go on, if you have to.',
    ],
    guarded: [
      'I suppose. Go on.',
      "Alright. I'm not promising anything.",
      "Fine. I'll hear it.",
      'Go on, then.',
      "Go ahead, I'll listen.",
      "Alright, let's hear it.",
      'Fair enough. Go on.',
      "I'll hear you out.",
      'Alright. Keep it short.',
      "I'll listen. No promises.",
      "Okay. I'm listening.",
    ],
    open: [
      'Yeah, okay. Go on.',
      "Sure. I'm listening.",
      'Please. I could do with some ideas.',
      'Yes. I want to hear it.',
      'Yes, go ahead.',
      "I'd like that, actually.",
      'Please do.',
      'Yes, please.',
      "Go on. I'm open to it.",
      "Yeah, I'd like to hear that.",
      'Sure, tell me.',
    ],
  },
  teen: {
    closed: [
      'I guess.',
      'Do I have a choice?',
      'Not really.',
      'Whatever.',
      'If you have to.',
      'Okay, fine.',
      'Go on, then.',
    ],
    guarded: [
      'Um, okay.',
      'I guess so.',
      'Fine.',
      'Okay...',
      'Okay, I guess.',
      'Um, sure.',
      'Fine, okay.',
      'I suppose.',
    ],
    open: [
      'Yeah, okay.',
      'Sure.',
      'Okay, yeah.',
      'Yeah, go on.',
      'Okay, tell me.',
      'Yeah, please.',
      'Okay, go on.',
      'Yeah. I want to know.',
    ],
  },
};

/**
 * First words to "What would you like us to work on?": what the client would want from the
 * sessions, or not wanting anything, by how guarded they are. `{it}` is the behaviour ("the
 * drinking"); a line with `{it}` is left out when the case names none.
 */
export const GOAL_OPENERS: ByVoice<string> = {
  adult: {
    closed: [
      "I'm not sure there's anything to work on.",
      "Honestly? I'm only here because I was told to be.",
      "I don't know that I need to work on anything.",
      "You tell me. I didn't ask to come.",
      'Getting people off my back, mainly.',
    ],
    guarded: [
      "I don't know. {it}, I suppose.",
      'Maybe {it}. I keep going back and forth.',
      "I'm not sure. Maybe {it}, a bit.",
      "{it}, probably. I don't know if I want to stop, though.",
      'I suppose I should say {it}.',
      "I'm not sure. Part of me wants things to change.",
      "I don't really know what I want yet.",
    ],
    open: [
      '{it}, I think.',
      "I'd like to get a handle on {it}.",
      "I'd like {it} not to run my life.",
      "Honestly? {it}. I've known for a while.",
      'I want to feel in charge of things again.',
      "I'd like to work out what I actually want.",
    ],
  },
  teen: {
    closed: [
      "I don't know. Nothing?",
      "I don't really want to work on anything.",
      "I'm only here 'cause I have to be.",
      'Dunno. Getting everyone to stop worrying, maybe.',
    ],
    guarded: [
      'I dunno. {it}, I guess.',
      "Maybe {it}? I don't know.",
      "I guess {it}. I don't know if I can, though.",
      "I don't know. Feeling less rubbish, maybe.",
      "I don't know what I want, honestly.",
    ],
    open: [
      '{it}, I guess. Like, properly.',
      'I want to stop {it}. Or, like, try.',
      'Honestly, {it}.',
      'I want to not feel like this all the time.',
    ],
  },
};

/** First words after being asked for one's own ideas, or offered to work it out together. */
export const COLLABORATION_ACKS: ByVoice<string> = {
  adult: {
    closed: [
      "I didn't come here with a plan.",
      'My ideas? Fine.',
      "You tell me, you're the expert.",
      'Together. Right.',
      'Fine. One idea.',
    ],
    guarded: [
      "Honestly? I've thought about it.",
      "Alright. I've got one or two ideas.",
      "Nobody's asked me that before.",
      "Okay. Here's the thing.",
      'Fair enough. Let me think.',
      'Maybe. One thing comes to mind.',
      'Alright, let me think.',
    ],
    open: [
      "I'd like that.",
      "Yeah. I've been turning it over.",
      "Okay. I've got a few thoughts.",
      'That helps, actually.',
      "Yes. Let's.",
      "I'd like that, yes.",
      "Good. I've been meaning to say.",
    ],
  },
  teen: {
    closed: ["I don't know. You're the one with the answers.", 'I guess.', 'Like what?', 'Um, fine.'],
    guarded: [
      'Um, okay.',
      "I don't know. Maybe.",
      'Okay, like, maybe.',
      "I've kind of thought about it.",
      'Maybe. I have one idea.',
      'I dunno, maybe.',
    ],
    open: [
      'Yeah, okay.',
      "Okay. I've thought about it a bit.",
      'Yeah. That would help.',
      'Okay, yeah.',
      'Okay, yeah, I have an idea.',
      'Yeah, that sounds okay.',
    ],
  },
};

/** First words after being told the choice is one's own. */
export const AUTONOMY_ACKS: ByVoice<string> = {
  adult: {
    closed: [
      'Good. Because it is.',
      'At least you get that.',
      'Right. My call.',
      'Glad we agree on something.',
      'Finally, someone says it.',
    ],
    guarded: [
      'Fair enough.',
      "That's something, at least.",
      'Thanks for not pushing.',
      "Okay. That's fair.",
      'Right. It is my call.',
      'Good to hear.',
      'I appreciate that, I suppose.',
    ],
    open: [
      'I know. That helps, actually.',
      'Thanks. That makes it easier to think about.',
      "Yeah. It's on me.",
      'I appreciate that.',
      "I know it's up to me.",
      'Thank you for that.',
      'That takes the pressure off.',
    ],
  },
  teen: {
    closed: ['Yeah, it is.', 'Okay.', 'Finally, someone gets it.', 'Good.'],
    guarded: [
      'Okay. Thanks.',
      "That's, um, fair.",
      'Okay.',
      'I guess, yeah.',
      'Okay. Cool.',
      'Thanks, I guess.',
    ],
    open: [
      'Yeah. Thanks.',
      'Thanks for saying that.',
      'Okay. Yeah.',
      'That actually helps.',
      'That actually makes it easier.',
      'Okay. Thanks for not pushing.',
    ],
  },
};

/** Answers to a statement that asks nothing, in a counselling session. */
export const STATEMENT_ACKS: ByVoice<string> = {
  adult: {
    closed: [
      'Right.',
      'If you say so.',
      'And?',
      'Okay.',
      'Fine.',
      "I don't see where this is going.",
      'Noted.',
      'Sure.',
      'Uh-huh.',
    ],
    guarded: [
      'Okay.',
      'I suppose.',
      'Maybe.',
      'Right. I follow.',
      "I'm listening.",
      'Go on.',
      'Fair enough.',
      'Could be.',
      'I hear you.',
      'Mm. Maybe.',
      'Alright.',
    ],
    open: [
      'Yeah.',
      'That makes sense.',
      "I've been thinking that too.",
      'Okay. Yes.',
      'Mm. I know.',
      "That's true.",
      'Yes, I suppose it is.',
      'I can see that.',
      'Right. Yes.',
      "That's fair.",
    ],
  },
  teen: {
    closed: ['Okay.', 'Sure.', 'Whatever.', 'Right.', 'K.', 'Cool.', 'Fine.', 'Uh-huh.'],
    guarded: ['Okay.', 'I guess.', 'Mm.', 'Yeah, maybe.', 'Maybe.', 'I dunno.', 'Sort of.', 'Okay, yeah.'],
    open: [
      'Yeah.',
      'Yeah, I know.',
      'Okay. Yeah.',
      'That makes sense.',
      'True.',
      "Yeah, that's fair.",
      "I guess that's true.",
      'Yeah, I get that.',
    ],
  },
};

/** The end of a counselling session. */
export const CLIENT_FAREWELL: ByVoice<string> = {
  adult: {
    closed: [
      'Right. Are we done?',
      'Fine. Bye.',
      "Right. I'll be off.",
      'Okay.',
      'Right. Bye.',
      "Fine. We're done, then.",
    ],
    guarded: [
      'Okay. Thanks, I suppose.',
      'Right. Same time next week, then.',
      'Okay. Bye.',
      'Right. See you next time.',
      'Alright. Bye for now.',
    ],
    open: [
      'Thank you. That helped, actually.',
      "Thanks. I'll think about what we said.",
      'See you next week.',
      'See you next week. Thanks.',
    ],
  },
  teen: {
    closed: ['Can I go now?', 'Bye.', 'Okay. Bye.'],
    guarded: ['Okay. Bye.', 'Thanks, I guess.', 'See you.'],
    open: [
      'Thanks. Bye.',
      'Okay. Thank you.',
      'See you next week.',
      'Thanks. Really.',
      'Okay. Thanks for listening.',
      'Bye. Thanks.',
    ],
  },
};

/**
 * Lead-ins to a quantity: the figure comes straight after, without the story-telling openers of
 * `LEADS` ("Where do I start, I drink four beers" is filler a supervisor would strike).
 */
export const QUANTITY_LEADS: Record<Voice, readonly string[]> = {
  adult: [
    'Honestly',
    'Truthfully',
    'To be straight with you',
    "If I'm honest",
    'Realistically',
    'Well',
    'Roughly',
    'Since you ask',
    'Put simply',
    'Straight answer',
  ],
  teen: ['Honestly', 'Um', 'I guess', 'Okay, honestly', 'Like', 'Well', 'Like, honestly', 'Probably'],
};

/**
 * Lead-ins to change talk that open a reply (no "But" or "Then again": nothing went before to
 * turn from).
 */
export const CHANGE_OPENERS: Record<Voice, readonly string[]> = {
  adult: [
    "If I'm honest",
    'What I do know is',
    'Deep down',
    'Part of me thinks',
    'I suppose',
    'Honestly',
    'The truth is',
    "When I'm straight with myself",
    'What bothers me is',
    'Thinking about it',
    "I'll say this",
  ],
  teen: [
    'Honestly',
    'I guess',
    'Like, honestly',
    'The thing is',
    'I mean',
    'Okay, so',
    'Okay, honestly',
    'The truth is',
    "If I'm honest",
    'Like, really',
    'Deep down',
  ],
};

/**
 * A value turned into change talk: what the behaviour puts at stake ("I value being a reliable
 * mum, and I don't want the drinking to get in the way of that"). `{value}` is the case's value,
 * `{it}` the behaviour ("the drinking") or "this". One sentence each: a value said on its own
 * ("I value being a reliable mum.") is not change talk.
 */
export const VALUE_AT_STAKE: Record<Voice, readonly string[]> = {
  adult: [
    "{value}, and I don't want {it} to get in the way of that.",
    "{value}, so I don't want {it} to spoil that.",
    "{value}, and I'd like to keep it that way.",
    "{value}, and I don't want {it} to cost me that.",
    "{value}, and I'd rather {it} didn't get in the way of that.",
  ],
  teen: [
    "{value}, and I don't want {it} to mess that up.",
    "{value}, and I don't want to lose that.",
    "{value}, so I don't want {it} to ruin that.",
    '{value}, and I want to keep it that way.',
  ],
};

/** The behaviour, as a client names it in "I don't want {it} to spoil that". */
export const BEHAVIOUR_NAMES: Record<string, string> = {
  drinking: 'the drinking',
  smoking: 'the smoking',
  cannabis: 'the weed',
  gambling: 'the gambling',
  'self-harm': 'this',
};

/**
 * Change talk when the case's own reasons are told: what the client would want instead (desire),
 * for an evocative question ("What would you want to be different a year from now?").
 */
export const EVOKED_CHANGE: Record<Voice, readonly string[]> = {
  adult: [
    "I'd want to feel like myself again.",
    "I'd like to not need it so much.",
    "I'd want my family to be able to count on me.",
    "I'd like to feel in control of it again.",
    "I'd want to be the one in charge of it, not the other way round.",
    "I'd be better off at the end of the month.",
    "I'd be sleeping better, probably.",
    "I'd be more like myself.",
  ],
  teen: [
    "I'd want to not feel like this all the time.",
    'I just want it to be easier, you know?',
    "I'd want to stop hiding stuff.",
    "I'd want to feel normal again.",
    "I'd be able to stop hiding stuff.",
    "I'd be less scared all the time.",
    'I could actually focus.',
  ],
};

/** Before the future a reason to change points at, asked what would be different. */
export const FUTURE_LEADS: Record<Voice, readonly string[]> = {
  adult: [
    'For one thing',
    'For a start',
    'Well',
    'Honestly',
    'Mainly',
    'Above all',
    'Most of all',
    'If it worked',
    'Best case',
  ],
  teen: [
    'Like',
    'Honestly',
    'Um',
    'For one thing',
    'I mean',
    'Probably',
    'I guess',
    'Maybe',
    'Like, ideally',
    'Best case',
  ],
};

/** Asked again about something already told, with nothing more the client is ready to say. */
export const NOTHING_MORE: Record<Voice, readonly string[]> = {
  adult: [
    "There's not much more to it than that.",
    "That's about the size of it.",
    "That's really all there is to it.",
    "I don't know what else to tell you about it.",
    "I've told you most of it.",
    "I haven't got much more to add.",
    "That's the gist of it.",
  ],
  teen: [
    "That's kind of it.",
    "There's not much else to say.",
    "That's it, really.",
    'I dunno what else to say.',
    "That's all, really.",
    "I don't know. That's it.",
    'Nothing else, really.',
  ],
};

/** A time asked for, when it has not happened since ("When did you last speak to him?"): `{time}` is "since his birthday". */
export const NOT_SINCE: readonly string[] = [
  'Not {time}.',
  'Not a word {time}.',
  'Not once {time}.',
  'Not properly {time}.',
  'Honestly? Not {time}.',
  "We haven't, not {time}.",
];

/** The heart of something already told ("{what}": a figure, a first clause), when asked again: a frame that fits any question (not "Same answer", which fits only the same one). */
export const ALREADY_SAID: Record<Voice, readonly string[]> = {
  adult: [
    'Like I said, {what}.',
    'I told you, {what}.',
    'As I said, {what}.',
    'As I say, {what}.',
    'I did say, {what}.',
    'As I told you, {what}.',
    'Like I mentioned, {what}.',
    'I mentioned it, {what}.',
  ],
  teen: [
    'Like I said, {what}.',
    'I already said, {what}.',
    'I said, {what}.',
    'I told you, {what}.',
    'Like, I already said, {what}.',
    'Same as before, {what}.',
  ],
};

/**
 * After a reflection of being here against their will: about coming, not about the behaviour.
 * Used when the case's own reason for coming is told.
 */
export const HERE_LINES: ByVoice<string> = {
  adult: {
    closed: [
      "I'm here. That's what they wanted.",
      "Let's just get it done.",
      "I'm here because I was told to be.",
    ],
    guarded: [
      "It wasn't my idea to come.",
      "I'm here because I was told to be.",
      "I'd rather be at work, if I'm honest.",
      "I didn't think I'd end up somewhere like this.",
      "I said I'd give it a go.",
    ],
    open: [
      "I didn't want to come. Maybe that's not the whole story.",
      "I was dreading it, if I'm honest.",
      "It wasn't my idea, but I'm here now.",
      "Part of me wanted to come, if I'm honest.",
    ],
  },
  teen: {
    closed: ["Yeah, well. I'm here.", 'Not like I had a choice.', "I didn't pick this."],
    guarded: [
      "It wasn't exactly my idea.",
      "I didn't sign up for this.",
      "I'd rather be anywhere else, no offence.",
      "I didn't really want to come.",
      'Someone said I should.',
    ],
    open: [
      "I didn't want to come. It's okay, I guess.",
      'I was kind of dreading it.',
      'I kind of wanted to come, actually.',
    ],
  },
};

/** Hedges before a figure noted in the profile ("3 or 4 nights a week"). */
export const FRAGMENT_LEADS = [
  'Usually',
  'Probably',
  'Realistically',
  'Honestly',
  'Normally',
  'Roughly',
  'On average',
  'Typically',
  'Most weeks',
  'Generally',
  "I'd say",
  'Give or take',
  'These days',
  'More or less',
  'Lately',
];
