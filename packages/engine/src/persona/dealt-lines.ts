/**
 * Every authored sentence of the persona (the general composer's lines, adult and teen, and the
 * case writer's) dealt into shares once (`session-share.ts`): a sentence in pools of both writers
 * ("Okay.") belongs to one share, so practices in a row never both say it, whichever writer does.
 */
import * as CASE_LINES from './case-lines.js';
import * as GENERAL_LINES from './lines.js';
import { type Dealt, deal, poolsIn } from './session-share.js';
import * as TEEN_LINES from './teen-lines.js';

export const DEALT: Dealt = deal([...poolsIn(GENERAL_LINES), ...poolsIn(TEEN_LINES), ...poolsIn(CASE_LINES)]);
