import { callerId, clientIp } from '../http/context';
import type { RouteHandlers } from '../http/mount-routes';
import type { Services } from '../services';
import { correctTurn } from '../sessions/heard-turns';

/**
 * `PUT /sessions/{id}/turns` `{ index, text }` -> `Session`: the coach confirms or corrects a spoken
 * turn of their own session. 404 for another coach's session, 400 for a turn that is not a spoken
 * coach turn (typed, the avatar's, out of range) or an empty text.
 */
export function turnHandlers(services: Services): RouteHandlers<'correctSessionTurn'> {
  return {
    correctSessionTurn: async (c, { params, body }) =>
      correctTurn(services, {
        userId: callerId(c),
        sessionId: params.id,
        index: body.index,
        text: body.text,
        ip: clientIp(c),
      }),
  };
}
