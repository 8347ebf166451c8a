import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FACE_REASONS, LocalRenderer, prepareFace, VARIANT_EMOTIONS } from '../src/index.js';
import { image } from './helpers.js';

describe('preparing an avatar photo', () => {
  describe('given the portrait', () => {
    it('finds one face with 68 landmarks and the mouth inside the face', async () => {
      const result = await prepareFace(image('astronaut.png'));
      if (!result.ok) throw new Error(result.reason);
      const { face } = result;
      expect(face.landmarks).toHaveLength(68);
      expect(face.width).toBe(512);
      expect(face.box.width).toBeGreaterThan(60);
      const { box, mouth } = face;
      expect(mouth.x).toBeGreaterThan(box.x);
      expect(mouth.x + mouth.width).toBeLessThan(box.x + box.width);
      expect(mouth.y).toBeGreaterThan(box.y + box.height / 2);
      expect(result.report.implementation).toMatch(/^local-face-api/);
      // The model is plain JSON for job_data.
      expect(JSON.parse(JSON.stringify(face))).toEqual(face);
      const meta = await sharp(result.photo).metadata();
      expect(meta.format).toBe('png');
    }, 20_000);
  });

  describe('given photos without a human face', () => {
    it.each(['chelsea.png', 'coffee.png'])('%s fails with the wizard reason', async (name) => {
      const result = await prepareFace(image(name));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.code).toBe('no_face');
      expect(result.reason).toBe(FACE_REASONS.no_face);
    });
  });

  describe('given two people', () => {
    it('fails with several_faces', async () => {
      const half = await sharp(image('astronaut.png')).resize(256, 256).png().toBuffer();
      const pair = await sharp({ create: { width: 512, height: 256, channels: 3, background: '#ffffff' } })
        .composite([
          { input: half, left: 0, top: 0 },
          { input: half, left: 256, top: 0 },
        ])
        .png()
        .toBuffer();
      const result = await prepareFace(pair);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.code).toBe('several_faces');
    });
  });

  describe('given a face that is too small', () => {
    it('fails with face_too_small', async () => {
      const small = await sharp(image('astronaut.png')).resize(300, 300).png().toBuffer();
      const canvas = await sharp({ create: { width: 512, height: 512, channels: 3, background: '#ddd' } })
        .composite([{ input: small, left: 100, top: 100 }])
        .png()
        .toBuffer();
      const result = await prepareFace(canvas);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.code).toBe('face_too_small');
        expect(result.reason).toBe(FACE_REASONS.face_too_small);
      }
    });
  });

  describe('given bytes that are not an image', () => {
    it('fails with bad_image', async () => {
      const result = await prepareFace(Buffer.from('hello'));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.code).toBe('bad_image');
    });
  });

  describe('emotional variants', () => {
    it('changes the face subtly for each emotion and leaves the background alone', async () => {
      const prepared = await prepareFace(image('astronaut.png'));
      if (!prepared.ok) throw new Error(prepared.reason);
      const { variants } = await new LocalRenderer().createVariants(prepared.face, prepared.photo);
      expect(Object.keys(variants).sort()).toEqual([...VARIANT_EMOTIONS].sort());
      const raw = async (b: Buffer) => sharp(b).removeAlpha().raw().toBuffer();
      const normal = await raw(variants.normal);
      const { box } = prepared.face;
      const diff = (a: Buffer, b: Buffer, x0: number, y0: number, w: number, h: number) => {
        let sum = 0;
        for (let y = y0; y < y0 + h; y++)
          for (let x = x0; x < x0 + w; x++)
            for (let c = 0; c < 3; c++) {
              const i = (y * 512 + x) * 3 + c;
              sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
            }
        return sum / (w * h * 3);
      };
      for (const emotion of VARIANT_EMOTIONS) {
        if (emotion === 'normal') continue;
        const v = await raw(variants[emotion]);
        const inFace = diff(
          v,
          normal,
          Math.round(box.x),
          Math.round(box.y),
          Math.round(box.width),
          Math.round(box.height),
        );
        expect(inFace, emotion).toBeGreaterThan(1);
        expect(inFace, emotion).toBeLessThan(25);
      }
      // Geometry changes stay on the face: the top-left corner only gets the colour grade.
      const happy = await raw(variants.happiness);
      const sad = await raw(variants.sadness);
      expect(
        diff(happy, sad, Math.round(box.x), Math.round(box.y + box.height * 0.6), Math.round(box.width), 20),
      ).toBeGreaterThan(diff(happy, sad, 0, 0, 60, 20));
    });
  });
});
