/**
 * Permission to persuade, carried across a session (MITI 4.2.1 "Persuade with Permission"): the
 * client asks for advice or agrees to hear it (granted), the coach asks (asked), the client turns
 * advice down ("I didn't ask for advice", "I didn't come here to be lectured": refused). A refusal
 * holds until the client gives permission again; a grant covers the advice that follows it, until
 * the conversation moves on.
 */
import { analyze } from './rules.js';
import type { CodedUtterance, SkillUtterance } from './types.js';

/** Where permission stands before a coach turn. */
export type PermissionState = 'none' | 'asked' | 'granted' | 'refused';

const REFUSES =
  /\b(?:didn'?t ask (?:you )?(?:for )?(?:your |any )?(?:advice|help|opinion|tips|suggestions)|(?:didn'?t|did not) come (?:here )?(?:to (?:be|get) (?:lectured|told|preached|judged)|for (?:a |your )?(?:lecture|advice|sermon))|(?:don'?t|do not) (?:need|want) (?:a |another |any |your |more )?(?:lecture|lectures|lecturing|advice|tips|suggestions|sermon|to be told|you to tell me)|stop (?:telling me (?:what|how)|lecturing|preaching|giving me advice|trying to fix)|not here (?:for|to get) (?:advice|tips|a lecture|suggestions)|(?:can you|could you|will you) just listen|just listen(?: to me)?(?: for once)?|spare me|enough (?:with|of) the (?:advice|lectures?|tips)|keep your (?:advice|tips)|(?:here we go|not this) again|i know what i (?:need|have|should) to do)\b/i;
const ASKS =
  /\b(?:what (?:should|do|can|would|could) i (?:do|try)|what (?:would|do|should) you (?:do|try|suggest|recommend|advise)|what (?:do|would) you (?:think|reckon) i (?:should|ought)|any (?:ideas|tips|suggestions|advice)|(?:tell|give) me what to do|(?:i'?m|i am) open to (?:ideas|suggestions|advice)|(?:i|i'?d) (?:want|like|welcome|could use|need) (?:some |your |any )?(?:advice|ideas|tips|suggestions)|how (?:do|can|should|would) i (?:stop|cut|quit|get|make|deal|handle|cope|start)|should i\b|what now|help me|in my shoes|if you were me|is there anything (?:i can|that helps|that might help)|what do you suggest|what are my options)/i;
const ASSENT =
  /^\W*(?:yeah|yes|yep|yup|sure|ok(?:ay)?|go on|go ahead|please|why not|fine|alright|all right|i guess|i suppose|if you (?:like|want)|go for it|fire away|shoot|i'?m listening|that'?d be|that would be|mm,? ok)/i;
const DECLINE = /^\W*(?:no\b|nope|nah|not really|i'?d rather not|not now|please don'?t|not today|i'?m good)/i;

/** The state after the client's turn. */
export function afterClient(state: PermissionState, client: string | undefined): PermissionState {
  if (!client?.trim()) return state;
  const text = client.replace(/[’‘]/g, "'");
  if (REFUSES.test(text)) return 'refused';
  if (ASKS.test(text)) return 'granted';
  if (state === 'asked') return ASSENT.test(text) ? 'granted' : DECLINE.test(text) ? 'refused' : 'none';
  return state;
}

/**
 * Sets `with_permission` on each coded advice from the session's permission state: without after a
 * refusal until permission is given again, with after a grant; otherwise the coder's own reading
 * of the turn stays (the advice may carry its own "if you're open to it"). Codes stay as they are.
 * `asksPermission` says whether a coach turn asks to share (the rules' cue, unless given).
 */
export function resolvePermissions(
  utterances: readonly SkillUtterance[],
  coded: readonly CodedUtterance[],
  asksPermission: (u: SkillUtterance, i: number) => boolean = (u) =>
    typeof u.text === 'string' && analyze(u.text).cues.has('permission_ask'),
): CodedUtterance[] {
  let state: PermissionState = 'none';
  let adviceGiven = false;
  return coded.map((c, i) => {
    const u = utterances[i];
    const client = typeof u?.previous_client === 'string' ? u.previous_client : undefined;
    // A grant covers the advice it was given for: once the client has answered that advice, it lapses.
    if (state === 'granted' && adviceGiven && client?.trim()) state = 'none';
    const before = state;
    state = afterClient(state, client);
    if (state !== before) adviceGiven = false;
    const out = { ...c };
    if (c.code === 'advice') {
      if (state === 'refused') out.with_permission = false;
      else if (state === 'granted') out.with_permission = true;
      else out.with_permission = c.with_permission ?? false;
      if (state === 'granted') adviceGiven = true;
      if (state === 'asked') state = 'none';
    } else if (c.code !== 'giving_information') {
      // Asking (again) opens the question; the conversation moving on after advice closes a grant.
      if (u && asksPermission(u, i)) state = 'asked';
      else if (state === 'granted' && adviceGiven) state = 'none';
      else if (state === 'asked') state = 'none';
    }
    return out;
  });
}
