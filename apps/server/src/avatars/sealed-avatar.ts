import { buildCaseFormulation, type CaseFormulation } from '@rebond/engine';
import { openJson, sealJson } from '../data-keys/field-cipher';
import type { UserKeys } from '../data-keys/user-keys';
import type { CaseFormulationColumns } from './case-formulation';

/**
 * An avatar's words sealed with its coach's data key (data-keys/): the character profile (a text
 * column) and the case formulation built from it or edited (a jsonb column holding one sealed
 * string). Values stored before sealing are read as they are.
 */

/** An `avatars` row with its profile and formulation in clear. */
export async function openAvatar<
  R extends { user_id: string; character_profile: string | null } & CaseFormulationColumns,
>(keys: UserKeys, row: R): Promise<R> {
  const key = await keys.keyOf(row.user_id);
  return {
    ...row,
    character_profile: await keys.open(row.user_id, row.character_profile),
    ...(row.case_formulation !== undefined
      ? { case_formulation: openJson<CaseFormulation | null>(key, row.user_id, row.case_formulation) }
      : {}),
  };
}

/** The formulation to store (a jsonb value), sealed. */
export async function sealFormulation(
  keys: UserKeys,
  userId: string,
  formulation: CaseFormulation,
): Promise<string> {
  return sealJson(await keys.keyOf(userId), userId, formulation);
}

/**
 * The formulation to store when a profile is saved, sealed: built afresh from it (the coach's earlier
 * edits belong to the profile they were made on), or null without a profile.
 */
export async function formulationOfProfile(
  keys: UserKeys,
  userId: string,
  profile: string | null | undefined,
): Promise<string | null> {
  return profile?.trim() ? sealFormulation(keys, userId, buildCaseFormulation(profile)) : null;
}
