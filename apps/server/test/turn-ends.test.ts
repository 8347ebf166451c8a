import { describe, expect, it } from 'vitest';
import { TurnEnds } from '../src/sessions/live';

describe('TurnEnds', () => {
  it('lets one turn end per place in, in order, and the next in when one leaves', async () => {
    const ends = new TurnEnds(1);
    const entered: string[] = [];
    const leaveA = await ends.enter();
    entered.push('a');
    const b = ends.enter().then((leave) => {
      entered.push('b');
      return leave;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(entered).toEqual(['a']);
    leaveA();
    (await b)();
    expect(entered).toEqual(['a', 'b']);
  });

  it('runs deferred work only once no turn end is in a place or waiting for one', async () => {
    const ends = new TurnEnds(1);
    const ran: string[] = [];
    ends.whenQuiet(() => ran.push('at once'));
    expect(ran).toEqual(['at once']);

    const leaveA = await ends.enter();
    const b = ends.enter();
    ends.whenQuiet(() => ran.push('the next recogniser'));
    leaveA();
    leaveA();
    const leaveB = await b;
    // A's place was given back (twice: harmless), but B is still answering.
    expect(ran).toEqual(['at once']);
    leaveB();
    expect(ran).toEqual(['at once', 'the next recogniser']);
  });
});
