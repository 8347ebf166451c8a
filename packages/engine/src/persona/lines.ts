/**
 * The local persona's lines. Each is a whole, grammatical sentence; slots take only short,
 * pre-shaped phrases: `{event}` ("Thanksgiving", "the wedding"), `{object}` ("two beers"),
 * `{person}` ("your new partner"), `{time}` ("last year"), `{feeling}` (an adjective the coach
 * used: "hurt"), `{reflected}` (an adjective the coach put on the avatar: "attacked"),
 * `{since}` ("since last year", "for three years"), `{echo}` (a short clause turned to the first person: "I never listen to you"), `{role}`,
 * `{trait}`. A capitalised slot (`{Event}`) starts a sentence. A line whose slot has no value is
 * skipped. No line speaks like a facilitator.
 *
 * Registers: `heated` (angry, hostile or defensive and still resisting), `thaw` (the same
 * character once the coach has brought resistance down), `low` (sad or anxious), `plain` (neutral,
 * happy, surprised).
 */
export type Register = 'heated' | 'thaw' | 'low' | 'plain';
export type LinePool = Record<Register, readonly string[]>;

export const GREETING: LinePool = {
  heated: [
    'Oh. It is you.',
    'Well, you wanted to talk, so talk.',
    "Let's get this over with.",
    "I'm here. Don't make it a big thing.",
    "I've got ten minutes.",
  ],
  thaw: ['Hey. Good to see you, I guess.', "Hi. I wasn't sure you'd call.", 'Hello. Come in, sit down.'],
  low: [
    "Hi. Sorry, I'm not much company today.",
    "Hello. I almost didn't come.",
    'Hi... thanks for waiting for me.',
  ],
  plain: ['Hi. Good to see you.', 'Hello. Come on in.', "Hey, there you are. I'm glad you made it."],
};

export const FAREWELL: LinePool = {
  heated: ['Fine. Go.', "Right. We're done, then.", "Good. I've said what I had to say."],
  thaw: ["Okay. Let's talk again soon.", 'Alright. Drive safe.', 'Okay. Thanks for coming by.'],
  low: [
    'Okay. Take care of yourself.',
    'Bye. Thank you for staying a while.',
    'Alright. I think I need to rest.',
  ],
  plain: ['Okay, take care.', 'Bye for now.', 'Alright, talk soon.'],
};

export const CONFRONTATION: LinePool = {
  heated: [
    '{Echo}? That is rich, coming from you.',
    "Don't you dare tell me {echo}.",
    "{Echo}? You weren't there for half of it.",
    "I'm not going to sit here and be put on trial.",
    "Here we go. Everything's my fault, as usual.",
    "You've already made up your mind about me.",
    "Don't twist it. That's not how it happened.",
    "I won't be talked to like that in my own house.",
    'You always find a way to make me the bad guy.',
    "So that's what you came here to say.",
  ],
  thaw: [
    "That stings. I'm trying here.",
    "{Echo}... maybe. I don't like hearing it.",
    "Okay, that's fair enough, but it's hard to hear.",
    "I know I'm not easy. I'm working on it.",
    "You're not wrong. I just don't know how to fix it.",
  ],
  low: [
    '{Echo}... maybe you are right.',
    'That hurts to hear.',
    'I suppose I deserved that.',
    'I know. I know I keep getting it wrong.',
    "I can't argue with you today.",
    "Please don't. I'm already carrying enough.",
  ],
  plain: [
    "{Echo}? I don't think that's fair.",
    'I see it differently, honestly.',
    "That's not how I remember it.",
    "I hear the accusation. I don't agree with it.",
    "That's a hard thing to say to someone.",
  ],
};

export const ADVICE: LinePool = {
  heated: [
    "I didn't ask for advice.",
    "Don't tell me what I should do.",
    "I've managed my own life for a long time without your suggestions.",
    'Easy for you to say.',
    'You sound like a pamphlet.',
    "Thanks, but I'll handle my own business.",
    'Nobody hands me a to-do list.',
  ],
  thaw: [
    "Maybe. I'm not ready to promise anything.",
    "I'll think about it. That's all I can say.",
    'I heard you. Give me some time with it.',
    "It's not that simple, but I'm listening.",
  ],
  low: [
    "I know I should. It's just so hard to start.",
    'Everyone keeps telling me that.',
    "I've tried. It never seems to stick.",
    "Maybe. I don't have the energy for it right now.",
  ],
  plain: [
    "I'll think about it.",
    "That's one way to look at it.",
    "I'm not sure that would work for me.",
    "Maybe. It's easier said than done.",
  ],
};

export const APOLOGY: LinePool = {
  heated: [
    'Sorry is just a word.',
    "You're sorry. Okay. We'll see.",
    'An apology now? After all of that?',
    "Fine. Noted. It doesn't undo anything.",
    "I'll believe it when things actually change.",
  ],
  thaw: [
    'Thank you. That means more than I let on.',
    "Okay. I appreciate that. I wasn't perfect either.",
    'Alright. Apology accepted.',
    "Thanks for saying it. It's not easy, I know.",
  ],
  low: [
    "You don't have to apologise. I just miss how things were.",
    "It's okay. I'm not angry, just tired.",
    'Thank you for saying that.',
    'It helps, hearing you say it.',
  ],
  plain: [
    'Thank you for saying that.',
    'Apology accepted.',
    'I appreciate that. Really.',
    'Okay. That helps.',
  ],
};

export const AFFIRMATION: LinePool = {
  heated: [
    "Don't try to butter me up.",
    'Nice of you to notice, for once.',
    "Compliments won't change my mind.",
    'Save the kind words.',
    "Okay. That doesn't change what happened.",
  ],
  thaw: [
    "Thanks. I don't hear that very often.",
    'That means something, coming from you.',
    "Huh. I didn't expect that. Thank you.",
    'Well. Thank you. I do try.',
  ],
  low: [
    "I don't feel like I deserve that.",
    'Thank you... I wish I could believe it.',
    'That is kind. I just cannot feel it right now.',
    "It's nice to hear something good for once.",
  ],
  plain: [
    'Thank you, that is kind.',
    'I appreciate you saying that.',
    "Thanks. It hasn't been easy.",
    "That's good to hear.",
  ],
};

/** Answers to being asked for one's own ideas, or offered to work it out together. */
export const COLLABORATION: LinePool = {
  heated: [
    "Together. Right. You've already made up your mind.",
    'My ideas? Fine. Stop treating it like a crisis.',
    "I'd rather sort it out myself.",
    "Let's see if you actually listen this time.",
  ],
  thaw: [
    "Okay. I'd like that, I think.",
    "Honestly? I hadn't thought anyone wanted my side of it.",
    'Maybe. I have a few thoughts.',
    "I'd want us both to be calmer first.",
  ],
  low: [
    "I don't know where I'd even start.",
    "I'd like to. I just don't have many ideas left.",
    'Maybe. If you help me think it through.',
    "I've tried on my own. It didn't go well.",
  ],
  plain: [
    "Sure. I've thought about it a bit.",
    "I'd like that. I have a couple of ideas.",
    'Yes. It helps to think it through with someone.',
    "Okay. Let's try.",
  ],
};

/** Answers to being told the choice is one's own. */
export const AUTONOMY: LinePool = {
  heated: [
    'Good. Because it is my call.',
    'At least you see that much.',
    'Right. Nobody gets to decide that for me.',
    'Then stop telling me what to do.',
  ],
  thaw: [
    'Thanks. That makes it easier to think about.',
    'Okay. I appreciate you saying that.',
    "Fair. I'll think about it, properly this time.",
    "That's the first time anyone's put it that way.",
  ],
  low: [
    "I know. That's what makes it hard.",
    'It is. I just wish I knew what I wanted.',
    "I know it's up to me. That's the scary part.",
    "I suppose it is. I'm not sure I trust myself with it.",
  ],
  plain: [
    "I know. I'm still weighing it up.",
    "Thanks. I'd rather decide it myself.",
    'Yes. I think I know what I want, mostly.',
    "True. I'll have to make up my mind.",
  ],
};

export const REFLECTION: LinePool = {
  heated: [
    '{Reflected}? Maybe. Anybody would be.',
    "Don't analyse me.",
    "I'm not one of your cases.",
    "You don't know what I feel.",
    'Maybe. So what if I am.',
    'Yeah, well. It was a lot.',
    "That's one way to put it.",
  ],
  thaw: [
    "Yeah. {Reflected}. That's exactly it.",
    'Yeah. That is pretty much it.',
    "I didn't think you'd see it that way.",
    "Maybe that's what I've been trying to say.",
    "That's... closer than I'd like to admit.",
    "Yes. Nobody's put it like that before.",
  ],
  low: [
    'Yes. {Reflected}. That is the word for it.',
    "Yes... I think that's it.",
    "It's strange to hear it said out loud.",
    "That's how it feels, most days.",
    "Maybe I've been feeling that for a long time.",
  ],
  plain: [
    'Yes, {reflected} is fair.',
    "Yes, that's about right.",
    "That's a fair way to put it.",
    'I think you understand more than you let on.',
    "Mm. I hadn't put it that way, but yes.",
  ],
};

export const FEELING: LinePool = {
  heated: [
    "I hear you. I don't have to like it.",
    'You felt {feeling}. Well, I felt ambushed.',
    "I didn't know you felt {feeling}.",
    "So you felt {feeling}. I didn't set out to do that.",
    "Okay. I'm listening, even if it doesn't look like it.",
    "That's not what I meant to happen.",
  ],
  thaw: [
    "I didn't know you felt {feeling}. That's hard to hear.",
    "I didn't realise it hit you that hard.",
    "I'm sorry it felt like that for you.",
    'That was never what I wanted you to feel.',
    "Okay. I'm hearing you. Really.",
  ],
  low: [
    "I'm sorry you felt {feeling}.",
    'I never wanted to make you feel like that.',
    "I didn't know. I should have known.",
    'That makes me so sad to hear.',
  ],
  plain: [
    "I'm sorry you felt {feeling}.",
    "I didn't realise it felt like that for you.",
    'Thank you for telling me how it was for you.',
    'That sounds like it was really hard for you.',
  ],
};

/** Yes/no answers. */
export const CLOSED_ANSWER: LinePool = {
  heated: [
    'You know the answer to that.',
    'Not the way you mean it.',
    'What does it matter.',
    'Maybe. So what.',
    "I don't see why that's your business.",
    "I'm not answering that.",
    "Don't go there.",
    'What kind of question is that.',
  ],
  thaw: ['Yes. I suppose so.', 'Honestly? Yes.', 'Yeah. I think so.', 'Sometimes, yes.'],
  low: ["I don't know. Maybe.", 'Yes... I think so.', 'Not really, no.', 'Some days. Not today.'],
  plain: ['Yes, I think so.', 'Not really.', 'Sometimes.', 'Yes, mostly.'],
};

/** Answers to "how are you / how do you feel". */
export const HOW_FEEL: LinePool = {
  heated: [
    "How do you think. I'm fed up.",
    "I'm fine. I'd be better if people stopped asking.",
    "Tired of being the bad guy, that's how.",
    'Annoyed, mostly.',
  ],
  thaw: [
    'Honestly? Tired. And a bit ashamed.',
    'Better than when we started.',
    'Not great. But talking helps a little.',
  ],
  low: [
    'Heavy. Everything feels heavy.',
    "Not good. I'm not sleeping.",
    "Empty, mostly. Like I'm watching it all from far away.",
    'On edge. All the time.',
  ],
  plain: ["I'm okay. A bit tired.", 'Alright, all things considered.', 'Up and down, to be honest.'],
};

/** Answers to "why". */
export const WHY: LinePool = {
  heated: [
    "Because I'm tired of being the bad guy.",
    'Because nobody listens to my side.',
    "Because that's how I was raised, and it worked fine.",
    'Because I had every right to.',
  ],
  thaw: [
    "Because I didn't know what else to do.",
    'Because I was scared, if I am honest.',
    "Because it's easier to get angry than to say I'm hurt.",
  ],
  low: [
    "I don't know why. I wish I did.",
    'Because I stopped believing it would get better.',
    "Because I didn't want to be a burden.",
  ],
  plain: [
    'Because it made sense at the time.',
    'Because I thought it was the right thing.',
    "Honestly, I'm still working out why.",
  ],
};

/** Answers to other open questions, before a detail of the scenario. */
export const OPEN_ANSWER: LinePool = {
  heated: [
    'You want the truth? Fine.',
    "I'll tell you, but you won't like it.",
    "There's not much to tell.",
    "You've already heard my side a hundred times.",
    'It is simple, really.',
  ],
  thaw: [
    'Okay. I will try to say it properly.',
    "Honestly? It's been on my mind.",
    "Alright. I'll tell you how I see it.",
    "I haven't said this to anyone.",
  ],
  low: [
    "I'm not sure where to start.",
    "It's hard to put into words.",
    "I've been going over it in my head.",
    'I will try.',
  ],
  plain: [
    'Let me think about that.',
    "That's a fair question.",
    "I'll try to answer honestly.",
    'Good question.',
  ],
};

/** For statements and anything else. */
export const STATEMENT: LinePool = {
  heated: [
    'And?',
    'So you say.',
    "I don't see where this is going.",
    "That's your version.",
    'If you say so.',
    'Right.',
  ],
  thaw: ['Okay. I hear that.', "Yeah. I've been thinking about that too.", 'Go on, then.', 'Alright.'],
  low: ['Mm.', 'I know.', 'Yes... I know.', 'Maybe.'],
  plain: ['I see what you mean.', 'Okay.', 'Right, I follow.', 'I see.'],
};

/** A detail of the scenario, by kind. */
export const FACT_LINES: Record<
  'event' | 'festive' | 'object' | 'quantity' | 'person' | 'time' | 'place',
  LinePool
> = {
  event: {
    heated: [
      'You make {event} sound like a crime scene.',
      "I'm sick of hearing about {event}.",
      '{Event} was {time}. Let it go.',
      "One bad moment at {event} and that's all anyone remembers.",
      "{Event} is over. I've moved on.",
      'I said what needed saying at {event}.',
      "I'm not going over {event} again.",
      "{Event} wasn't all my doing.",
      'I was at {event} too, you know.',
      'Plenty of people were upset after {event}, not just you.',
      'Everyone has a version of {event}, and mine never counts.',
    ],
    thaw: [
      "I've thought about {event} more than you'd guess.",
      "{Event} didn't go the way I wanted either.",
      'I wish I could take back some of {event}.',
      'I still replay {event} in my head.',
      '{Event} has been bothering me too.',
      "I'd do {event} differently if I could.",
      "I'm not proud of how {event} went.",
      'I know {event} hurt people.',
      "I've wanted to talk about {event} for a while.",
    ],
    low: [
      'I keep thinking about {event}.',
      '{Event} still sits with me.',
      'Since {event}, nothing has felt right.',
      "I can't get {event} out of my head.",
      '{Event} comes back to me at night.',
      'I go over {event} again and again.',
      "I don't think I've got past {event}.",
      '{Event} took something out of me.',
    ],
    plain: [
      '{Event} has been on my mind.',
      "I've been thinking about {event}.",
      'I remember {event} a bit differently.',
      '{Event} is a fair place to start.',
      "I've got my own view of {event}.",
      '{Event} was complicated.',
      "There's a lot I haven't said about {event}.",
      "I've gone over {event} a few times.",
    ],
  },
  festive: {
    heated: [
      'Everybody else managed to enjoy {event}.',
      'You make {event} sound like a crime scene.',
      '{Event} was {time}. Let it go.',
      "One bad moment at {event} and that's all anyone remembers.",
      "I'm not having {event} thrown at me again.",
      '{Event} went fine until people started on me.',
      'Half the table was arguing at {event}, not just me.',
      "{Event} wasn't ruined by me alone.",
    ],
    thaw: [
      "I've thought about {event} more than you'd guess.",
      '{Event} was supposed to be a good day.',
      'I wish I could take back some of {event}.',
      "I know {event} didn't go well.",
      '{Event} was meant to bring us together.',
      "I'm sorry about how {event} turned out.",
      "I'd like to put {event} right.",
    ],
    low: [
      'I keep thinking about {event}.',
      '{Event} still sits with me.',
      "{Event} hasn't felt the same since.",
      "I can't stop going over {event}.",
      '{Event} was the worst day in a long time.',
      'I dread thinking about {event}.',
      '{Event} made everything feel worse.',
    ],
    plain: [
      '{Event} has been on my mind.',
      'I feel bad about {event}, honestly.',
      "I haven't forgotten {event}.",
      "{Event} didn't go how anyone hoped.",
      "I've thought about {event} since.",
      '{Event} could have gone better, I know.',
      "I'd like to talk about {event} properly.",
    ],
  },
  object: {
    heated: [
      'You keep bringing up {object} like it explains everything.',
      "Don't start on {object} again.",
      "I'm tired of hearing about {object}.",
      '{Object} is not the whole story.',
      "I'm done talking about {object}.",
      'Leave {object} out of it.',
      '{Object} again. Of course.',
      'Blame {object} if it makes you feel better.',
    ],
    thaw: [
      "I know {object} didn't help.",
      "I won't pretend {object} had nothing to do with it.",
      "I didn't handle {object} well.",
      '{Object} was part of it, I know.',
      'I could have handled {object} better.',
      "I'm not proud of {object}.",
      'I see why {object} bothered you.',
      "I've been thinking about {object}.",
    ],
    low: [
      'I know {object} is part of it.',
      'I think about {object} and I feel ashamed.',
      "I can't stop thinking about {object}.",
      '{Object} weighs on me.',
      'I wish {object} had never happened.',
      "I'm ashamed of {object}, honestly.",
      'I keep going back to {object}.',
      '{Object} is hard to talk about.',
    ],
    plain: [
      "There's more to it than {object}.",
      "I don't want to pretend {object} didn't matter.",
      '{Object} is only part of it.',
      'I know {object} matters to you.',
      '{Object} is fair to bring up.',
      'I can explain {object}.',
      "I've thought about {object} a lot.",
    ],
  },
  quantity: {
    heated: [
      'It was {object}. {Object}! That is hardly a crime.',
      '{Object}. That is what this is about?',
      'You keep bringing up {object} like it explains everything.',
      'Everyone acts like {object} is the end of the world.',
      "{Object}, and suddenly I'm the villain.",
      "I'm not apologising for {object}.",
      '{Object} is nothing. Drop it.',
      'People do far worse than {object}.',
      "Don't make {object} into something it isn't.",
    ],
    thaw: [
      "I know {object} didn't help.",
      "Maybe {object} was more than I should've had.",
      "I won't pretend {object} had nothing to do with it.",
      '{Object} was too much, maybe.',
      'I see why {object} worried you.',
      "{Object} wasn't smart of me.",
      "I shouldn't have let it get to {object}.",
    ],
    low: [
      'I know {object} is part of it.',
      'I think about {object} and I feel ashamed.',
      "{Object}. I'm not proud of that.",
      "I wish it hadn't been {object}.",
      '{Object} is a lot, I know.',
      '{Object} sits badly with me.',
      'I keep thinking about {object}.',
    ],
    plain: [
      "There's more to it than {object}.",
      '{Object} is part of the story, sure.',
      "{Object}, yes. I won't argue with that.",
      'I know {object} sounds like a lot.',
      '{Object}, give or take.',
      "I've thought about {object} since.",
      'I know what {object} looks like.',
    ],
  },
  person: {
    heated: [
      'And {person} had a part in it too, not just me.',
      "Don't bring {person} into this.",
      '{Person} could have kept quiet too.',
      "I've got nothing to say about {person}.",
      "{Person} isn't innocent in this either.",
      'Leave {person} out of it.',
      '{Person} always gets the easy version.',
      "Don't speak for {person}.",
      '{Person} can tell me that to my face.',
    ],
    thaw: [
      'Maybe I was too hard on {person}.',
      'I should talk to {person} myself.',
      "I didn't give {person} a fair chance.",
      'I owe {person} an apology, probably.',
      '{Person} deserved better from me.',
      "I've been thinking about {person} a lot.",
      'I should have listened to {person}.',
      "I've been unfair to {person}, maybe.",
    ],
    low: [
      'I keep thinking about what {person} must think of me.',
      "I don't know how to face {person}.",
      'I let {person} down.',
      "I can't face {person} right now.",
      '{Person} must be so disappointed.',
      "I've let {person} down, I know.",
      "{Person} doesn't deserve this.",
      '{Person} has been on my mind.',
    ],
    plain: [
      "I've been meaning to sort things out with {person}.",
      'I think {person} sees it differently.',
      '{Person} and I need to talk.',
      'I care what {person} thinks.',
      '{Person} has a point, maybe.',
      "I'd like things to be right with {person}.",
      '{Person} matters to me.',
    ],
  },
  time: {
    heated: [
      'That was {time}. Let it go.',
      'That was {time}. Ancient history.',
      "I've heard about nothing else {since}.",
      "That was {time}, and I'm still hearing about it.",
      "That was {time}. I've moved on.",
      "Nobody's let me forget it {since}.",
      'It was {time}. Leave it there.',
    ],
    thaw: [
      "I've been carrying it {since}.",
      "I haven't felt right {since}.",
      "It's been on my mind {since}.",
      "I've wanted to fix it {since}.",
      'Things have been strained {since}.',
      "I've not been myself {since}.",
    ],
    low: [
      "I haven't been the same {since}.",
      "It's been hard {since}.",
      'Nothing has been right {since}.',
      "I've been so tired {since}.",
      "I've felt alone {since}.",
      "I've barely slept {since}.",
    ],
    plain: [
      'A lot has changed {since}.',
      'I have been thinking about it {since}.',
      'Things have been different {since}.',
      "It's been a lot {since}.",
      "I've had time to think {since}.",
      "We haven't really talked {since}.",
    ],
  },
  place: {
    heated: [
      "I didn't make a scene {place}, whatever you think.",
      'Fine, things got loud {place}. It happens.',
      "Things got heated {place}. That's all.",
      "Nothing happened {place} that doesn't happen everywhere.",
      'I said my piece {place}, and I stand by it.',
    ],
    thaw: [
      "I shouldn't have made a scene {place}.",
      'I regret how I acted {place}.',
      "I'm not proud of what I did {place}.",
      "I'd take back some of what I said {place}.",
    ],
    low: [
      'I still feel ashamed about what happened {place}.',
      "I can't stop thinking about what happened {place}.",
      'I felt terrible {place}.',
      'I still picture it all {place}.',
    ],
    plain: [
      'It all got a bit much {place}.',
      'A lot happened {place}.',
      'Things went wrong {place}.',
      'I remember it all {place}.',
    ],
  },
};

/** A second sentence in the emotion's voice, when nothing more specific fits. */
export const TAILS: Record<
  'angry' | 'sad' | 'joyful' | 'anxious' | 'hostile' | 'surprised' | 'neutral',
  LinePool
> = {
  angry: {
    heated: [
      'I am sick of being the bad guy.',
      'Every time something goes wrong, somehow it lands on me.',
      'I have had enough of being told what I do wrong.',
      'I do everything around here and it is never enough.',
      'I am not going to stand here and be lectured.',
      'I carry more than anyone gives me credit for.',
      'I am done explaining myself.',
      'Think about that before you blame me again.',
    ],
    thaw: [
      "Look, I don't want to fight. I'm just tired.",
      "Maybe I don't always hear you.",
      "I get loud when I'm cornered. I know that.",
      "It's hard for me to say this stuff.",
      "I'm not used to talking like this.",
    ],
    low: ["I'm just tired of all of it.", 'I wish it was simpler.'],
    plain: ["I'm trying to stay calm here.", "Let's not make this bigger than it is."],
  },
  hostile: {
    heated: [
      "I don't really care.",
      'This is pointless.',
      'I have heard all of this before.',
      'Talking about it changes nothing.',
      "You think you know me. You don't.",
      "I don't owe anyone an explanation.",
    ],
    thaw: [
      'I will think about it. No promises.',
      'Fine. Maybe you have a point.',
      "I'm still here, aren't I.",
    ],
    low: ['Whatever. It does not matter.'],
    plain: ['It is what it is.'],
  },
  sad: {
    heated: ['I just feel like I keep letting everyone down.', "I don't have the energy to fight about it."],
    thaw: ['Thank you for staying with me.', 'It helps to say it out loud.'],
    low: [
      'I just feel like I keep letting everyone down.',
      'Some nights I lie awake wondering where it all went wrong.',
      'It is hard to explain how empty it all feels.',
      'I miss the way we used to talk.',
      'I do not have the energy to fight about it.',
      'Everything feels so far away lately.',
      'I used to think things would get better.',
    ],
    plain: ['It has been a long few months.', 'I miss how things were.'],
  },
  anxious: {
    heated: ["I can't think straight when people push me.", 'Everything is on top of me right now.'],
    thaw: ['Okay. One thing at a time.', 'Breathing helps. A little.'],
    low: [
      'My head just keeps spinning with everything that could go wrong.',
      'I have not been sleeping, and every little thing feels huge.',
      'I am scared that if I stop, everything will fall apart.',
      'There is this knot in my stomach that will not go away.',
      'Sorry, my mind is all over the place.',
      'I keep waiting for something bad to happen.',
    ],
    plain: ["I'm a bit on edge, that's all.", 'There is a lot going on.'],
  },
  joyful: {
    heated: ["I'm in too good a mood to argue."],
    thaw: ['I am really glad you are here.'],
    low: ['I want to enjoy this while it lasts.'],
    plain: [
      'I finally feel like myself again.',
      'Honestly, things are finally looking up.',
      'I am in too good a mood to argue.',
      'It feels like the hard work is paying off.',
      'I have been smiling all day.',
    ],
  },
  surprised: {
    heated: ["I didn't see this coming at all."],
    thaw: ['I am glad you told me.'],
    low: ['I had no idea it was this bad.'],
    plain: [
      'I honestly had no idea this was on your mind.',
      'I thought everything was fine between us.',
      'This changes how I see the last few weeks.',
      'I never expected to be having this conversation today.',
    ],
  },
  neutral: {
    heated: ['I have my reasons.', "I don't see the point of going over it again."],
    thaw: ['It helps to talk it through.', "I'm glad we're doing this."],
    low: ["It's been a lot lately."],
    plain: [
      'It has been a complicated time for me.',
      'There is more to it than it looks from the outside.',
      'I am willing to talk about it, as long as we are honest.',
      'I have been turning it over for a while.',
      'I try to see it from both sides.',
    ],
  },
};

/** Lines from the profile: its role, relationship and traits. */
export const PROFILE_LINES: LinePool = {
  heated: [
    'I work as {a role}. I deal with enough pressure all day.',
    "People say I'm {trait}. Maybe they're right, and I don't care.",
    "You know I've always been {trait}.",
  ],
  thaw: [
    "People say I'm {trait}. I know it's not always easy.",
    'Being {a role} does not leave much room for feelings.',
  ],
  low: ["People say I'm {trait}. I'm not so sure anymore.", 'Being {a role} used to mean something to me.'],
  plain: ['I work as {a role}, so I see a lot of this.', "People say I'm {trait}, I suppose it shows."],
};

/** Endings that turn to the coach, never for hostile characters. */
export const TURN_BACK: Record<
  'angry' | 'sad' | 'joyful' | 'anxious' | 'hostile' | 'surprised' | 'neutral',
  readonly string[]
> = {
  angry: ['Do you even want to hear my side?'],
  hostile: [],
  sad: ['Do you think it can still get better?', 'Is that silly?'],
  anxious: ['Is that bad?', 'Do you think it will be okay?'],
  joyful: ['Can you believe it?', 'Isn\u2019t that something?'],
  surprised: ['How long have you felt like this?', 'Why did you not tell me sooner?'],
  neutral: ['Am I making any sense?', 'Does that sound strange to you?'],
};

/** Phrases a rehearsal partner must never say: they belong to the coach, not the character. */
export const FACILITATOR_PHRASES: readonly RegExp[] = [
  /where would you like to go from here/i,
  /we both want the same thing/i,
  /how does that make you feel/i,
  /what would you like to talk about/i,
  /let'?s explore/i,
  /thank you for sharing/i,
  /i hear what you'?re saying/i,
  /how can i (help|support) you/i,
  /what do you think\??$/i,
  /how do you see it\??$/i,
  /it sounds like you/i,
  /that must be (hard|difficult) for you/i,
];

/**
 * A reserve for long sessions, when the pools above are spent: an opener and a core combine into
 * a few dozen more distinct sentences per register ("Look, I'm done going round in circles.").
 */
export const RESERVE: Record<Register, { openers: readonly string[]; cores: readonly string[] }> = {
  heated: {
    openers: ['Look', 'Honestly', 'Listen', 'Frankly', "I'm telling you", 'Believe me'],
    cores: [
      "I'm done going round in circles",
      "I know what I did and what I didn't do",
      'nobody else gets this treatment',
      "I won't keep defending myself",
      "this isn't getting us anywhere",
      "I've said my piece",
      'you hear what you want to hear',
      'I had my reasons',
    ],
  },
  thaw: {
    openers: ['Look', 'Honestly', 'Okay', 'I suppose', 'To be fair', 'Alright'],
    cores: [
      "I'm not proud of all of it",
      "I'm trying to understand your side",
      'I could have handled it better',
      "it's not easy for me to admit things",
      "I don't want this to come between us",
      "I'd like to get this right",
      'maybe I needed to hear that',
      "I'm listening, even when it doesn't look like it",
    ],
  },
  low: {
    openers: ['Honestly', 'I guess', 'Somehow', 'Lately', 'Most days', 'If I am honest'],
    cores: [
      'I just feel worn out',
      "I don't know how to fix it",
      'everything takes so much effort',
      'I keep going over the same things',
      "it's hard to see a way through",
      'I feel like I let people down',
      "I don't sleep much",
      "I'm tired of feeling like this",
    ],
  },
  plain: {
    openers: ['Honestly', 'I think', 'To be fair', 'In the end', 'For what it is worth', 'Really'],
    cores: [
      "there's a lot to think about",
      "I'm still making sense of it",
      'it matters to me',
      "I'd like us to get it right",
      "it's been on my mind",
      'I see parts of your point',
      "I'm glad we're talking",
      "it's more complicated than it looks",
    ],
  },
};
