import { Blinks, blinkTrack, FACE_FPS, headPose, loudnessEnvelope, stressTrack } from '@rebond/vocabulary';
import { describe, expect, it } from 'vitest';

/** The first frame of each blink in a track (a blink closes to 1 on its third frame). */
const blinkPeaks = (track: ArrayLike<number>) =>
  Array.from(track).flatMap((value, frame) => (value === 1 ? [frame] : []));

describe('the face motion rules the renderer and the live face share', () => {
  it('blinks the same read frame by frame (the live face) as a reply track (the renderer)', () => {
    const frames = 60 * FACE_FPS;
    const live = new Blinks(1234);
    const read = Float32Array.from({ length: frames }, (_, frame) => live.at(frame));
    expect(Array.from(read)).toEqual(Array.from(blinkTrack(frames, 1234)));
    // A first blink within 0.6 to 1.8 s, then one every 2.5 to 5 s.
    const peaks = blinkPeaks(read);
    expect(peaks.length).toBeGreaterThanOrEqual(12);
    expect(peaks[0]).toBeGreaterThanOrEqual(0.6 * FACE_FPS + 2);
    expect(peaks[0]).toBeLessThanOrEqual(1.8 * FACE_FPS + 2);
    for (let i = 1; i < peaks.length; i++) {
      const gap = (peaks[i] ?? 0) - (peaks[i - 1] ?? 0);
      expect(gap).toBeGreaterThanOrEqual(2.5 * FACE_FPS - 1);
      expect(gap).toBeLessThanOrEqual(5 * FACE_FPS + 1);
    }
    expect(blinkPeaks(blinkTrack(frames, 99))).not.toEqual(peaks);
  });

  it('moves the head by the emotion: a sad head sways less and hangs lower than a happy one', () => {
    const swing = (emotion: 'sadness' | 'happiness') => {
      const poses = Array.from({ length: 20 * FACE_FPS }, (_, frame) =>
        headPose(frame, { emotion, intensity: 1, faceWidth: 200, stress: 0, open: 0 }),
      );
      return {
        sway: Math.max(...poses.map((pose) => Math.abs(pose.dx))),
        rest: poses.reduce((sum, pose) => sum + pose.dy, 0) / poses.length,
      };
    };
    const sad = swing('sadness');
    const happy = swing('happiness');
    expect(sad.sway).toBeLessThan(happy.sway * 0.6);
    expect(sad.rest).toBeGreaterThan(happy.rest + 2);
    // In proportion to the face: twice as wide, twice the sway.
    const at = (faceWidth: number) =>
      headPose(40, { emotion: 'normal', intensity: 0.75, faceWidth, stress: 0, open: 0 }).dx;
    expect(at(400)).toBeCloseTo(2 * at(200), 6);
  });

  it('nods and tilts on a stressed syllable, found in the loudness of the speech', () => {
    // A quiet hum with one loud syllable that swells and fades around 1.1 s.
    const rate = 16_000;
    const samples = Int16Array.from({ length: 2 * rate }, (_, i) => {
      const swell = Math.max(0, 1 - Math.abs(i / rate - 1.1) / 0.1);
      return Math.round(Math.sin((2 * Math.PI * 150 * i) / rate) * (3_000 + 17_000 * swell));
    });
    const env = loudnessEnvelope(samples, rate);
    expect(env.length).toBe(2 * FACE_FPS);
    const stress = stressTrack(env, 20_000 / 32768 / Math.SQRT2);
    const peak = stress.indexOf(Math.max(...stress));
    expect(Math.abs(peak / FACE_FPS - 1.1)).toBeLessThan(0.1);
    expect(stress[Math.round(0.5 * FACE_FPS)]).toBe(0);
    const pose = (value: number) =>
      headPose(peak, { emotion: 'anger', intensity: 1, faceWidth: 200, stress: value, open: 0 });
    expect(pose(1).dy - pose(0).dy).toBeCloseTo(0.022 * 200 * 1.9, 6);
    expect(Math.abs(pose(1).roll - pose(0).roll)).toBeGreaterThan(0.005);
  });
});
