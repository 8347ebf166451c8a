/**
 * Held-out counselling turns for the speech-to-text bench and test: written apart from the
 * language model's corpus (`src/stt/counselling-corpus.ts`), in other wordings and styles, and
 * never used to tune it. None of them is a corpus line (the test checks that).
 */
export const HELD_OUT_SENTENCES = [
  'What has been going through your mind since we last met?',
  'You sound pretty fed up with the whole situation.',
  'I have cut back to two drinks on a weeknight, most of the time anyway.',
  'How do you think your kids see your smoking?',
  'It is a big deal that you told your boss how you felt.',
  'My husband says I overreact, but he is never there when it happens.',
  'What would you lose if you gave up the cigarettes?',
  'So the tablets help with the pain but they leave you feeling foggy.',
  'I would like to hear what a normal evening looks like for you.',
  'Honestly I just eat whatever is in the fridge when I get home late.',
  'You are not convinced that anything will make a difference.',
  'Could we look at what happened on Friday night?',
  'When my daughter shouts at me I shout right back.',
  'You have stuck with the walking for three weeks now, well done.',
  'Some people keep a diary of when they drink, would that be useful to you?',
  'I am not sure I trust the doctors after what happened to my father.',
  'The stress at work seems to follow you home every night.',
  'What would your grandmother have said about all this?',
  'I lost my temper in the car park and I am still embarrassed about it.',
  'If you did decide to change something, where might you begin?',
  'It feels like nobody in your family is on your side right now.',
  'I skipped my injections over the holidays because I was away.',
  'How much of this is about the money and how much is about your pride?',
  'You want your son to trust you again.',
];
