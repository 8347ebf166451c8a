import { audit } from '../audit';
import { fromApiFormulation, toAvatarCaseFormulation } from '../avatars/case-formulation';
import { ownedAvatar } from '../avatars/records';
import { openAvatar, sealFormulation } from '../avatars/sealed-avatar';
import { callerId, clientIp } from '../http/context';
import type { RouteHandlers } from '../http/mount-routes';
import type { Services } from '../services';

/**
 * `/avatars/{id}/case_formulation`: the case formulation an avatar speaks from, for its coach to
 * review (`GET`) and correct (`PUT`, validated by the contract: a bad one answers 400 with a
 * `detail`). Another coach's avatar answers 404 like a missing one. Saving the character profile
 * builds the formulation afresh (`routes/avatars.ts`).
 */
export function caseFormulationHandlers({
  db,
  keys,
}: Services): RouteHandlers<'getCaseFormulation' | 'updateCaseFormulation'> {
  /** The answer, with the profile and formulation opened (sealed with the owner's data key). */
  const answer = async (userId: string, row: Parameters<typeof toAvatarCaseFormulation>[0]) =>
    toAvatarCaseFormulation(await openAvatar(keys, { ...row, user_id: userId }));
  return {
    getCaseFormulation: async (c, { params }) => {
      const userId = callerId(c);
      return answer(userId, await ownedAvatar(db, userId, params.id));
    },

    updateCaseFormulation: async (c, { params: { id }, body }) => {
      const userId = callerId(c);
      const formulation = await sealFormulation(keys, userId, fromApiFormulation(body.formulation));
      const row = await db.transaction(async (tx) => {
        await ownedAvatar(tx, userId, id, { forUpdate: true });
        const [updated] = await tx.query<Parameters<typeof toAvatarCaseFormulation>[0]>(
          `UPDATE avatars SET case_formulation = $3, case_formulation_edited_at = now(), updated_at = now()
            WHERE id = $1 AND user_id = $2 RETURNING id, character_profile, case_formulation, case_formulation_edited_at`,
          [id, userId, formulation],
        );
        await audit(tx, {
          actorId: userId,
          action: 'update',
          recordType: 'case_formulation',
          recordId: id,
          ip: clientIp(c),
        });
        return updated;
      });
      if (!row) throw new Error('UPDATE returned no row');
      return answer(userId, row);
    },
  };
}
