import {
  CASE_FRAMES,
  CASE_GENDERS,
  CASE_VOICES,
  DISCLOSURE_DEPTHS,
  STAGES_OF_CHANGE,
} from '@rebond/vocabulary';
import { z } from 'zod';
import { Id, requiredText, Timestamp } from './common';

const line = requiredText(500);
const lines = (max: number) => z.array(line).max(max);

/** Someone in the client's life. */
export const CasePerson = z
  .object({
    /** "son", "best friend", "manager"; empty when only a name is known. */
    relation: z.string().trim().max(60),
    name: z.string().trim().min(1).max(60).optional(),
    age: z.number().int().min(0).max(120).optional(),
  })
  .refine((person) => person.relation !== '' || person.name !== undefined, {
    message: 'A person needs a relation or a name',
  })
  .meta({ id: 'CasePerson' });
export type CasePerson = z.infer<typeof CasePerson>;

/** One thing the client can tell, in their own words (first person). */
export const CaseFact = z
  .object({
    text: line,
    /** 0: said to anyone; 1: once there is some trust; 2: only when the client is open. */
    depth: z.union(DISCLOSURE_DEPTHS.map((depth) => z.literal(depth))),
    /** Holds an amount or a frequency; the server works it out again from the text on saving. */
    quantity: z.boolean().optional(),
  })
  .meta({ id: 'CaseFact' });
export type CaseFact = z.infer<typeof CaseFact>;

/**
 * The case formulation of an avatar: who the client is and what they can tell, built by the
 * server from the character profile each time it is saved, and editable by its coach. Replies
 * speak from the edited one; a session's scenario may still say who the coach is to the client.
 */
export const CaseFormulation = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    age: z.number().int().min(1).max(120).optional(),
    gender: z.enum(CASE_GENDERS).optional(),
    role: z.string().trim().min(1).max(200).optional(),
    /** How the client talks; the server sets it from the age on saving. */
    voice: z.enum(CASE_VOICES).optional(),
    traits: z.array(z.string().trim().min(1).max(40)).max(30),
    /** Who the coach is to the client. */
    coach: z.object({ frame: z.enum(CASE_FRAMES), role: requiredText(100) }),
    people: z.array(CasePerson).max(30),
    facts: z.array(CaseFact).max(80),
    /** The behaviour the sessions are about ("drinking"). */
    target: z.string().trim().min(1).max(100).optional(),
    values: lines(30),
    fears: lines(30),
    /** Reasons to stay the same (sustain talk), in their words. */
    sustain: lines(30),
    /** Reasons to change (change talk), in their words. */
    change: lines(30),
    stage: z.enum(STAGES_OF_CHANGE),
    /** Self-harm or suicide facts, in their words, for risk questions. */
    risk: lines(30),
    /** Resistance at the start of a neutral session, 0..1. */
    base_resistance: z.number().min(0).max(1),
    /** The lowest resistance the client reaches, however good the coach, 0..1. */
    floor: z.number().min(0).max(1),
  })
  .refine((f) => f.floor <= f.base_resistance, {
    message: 'floor must not be above base_resistance',
    path: ['floor'],
  })
  .meta({ id: 'CaseFormulation' });
export type CaseFormulation = z.infer<typeof CaseFormulation>;

/** `GET`/`PUT /avatars/{id}/case_formulation` answer. */
export const AvatarCaseFormulation = z
  .object({
    avatar_id: Id,
    /** True once the coach saved an edited version (saving the profile builds it afresh). */
    edited: z.boolean(),
    formulation: CaseFormulation,
    updated_at: Timestamp.nullable(),
  })
  .meta({ id: 'AvatarCaseFormulation' });
export type AvatarCaseFormulation = z.infer<typeof AvatarCaseFormulation>;

/** `PUT /avatars/{id}/case_formulation` body: the edited formulation. */
export const CaseFormulationUpdateRequest = z
  .object({ formulation: CaseFormulation })
  .meta({ id: 'CaseFormulationUpdateRequest' });
export type CaseFormulationUpdateRequest = z.input<typeof CaseFormulationUpdateRequest>;
