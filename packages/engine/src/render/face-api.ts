import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The small part of @vladmandic/face-api the engine uses. */
interface Point {
  x: number;
  y: number;
}
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface FaceApiDetection {
  detection: { score: number; box: Box };
  landmarks: { positions: Point[] };
}
interface Net {
  loadFromWeightMap(map: unknown): Promise<void> | void;
}
interface Tensor {
  dispose(): void;
}
interface FaceApi {
  tf: {
    setBackend(name: string): Promise<boolean>;
    ready(): Promise<void>;
    getBackend(): string;
    tensor3d(data: Uint8Array, shape: [number, number, number], dtype: 'int32'): Tensor;
    io: { decodeWeights(buffer: ArrayBuffer, specs: unknown[]): unknown };
  };
  nets: { ssdMobilenetv1: Net; faceLandmark68Net: Net; tinyFaceDetector: Net };
  SsdMobilenetv1Options: new (o: { minConfidence: number; maxResults?: number }) => unknown;
  TinyFaceDetectorOptions: new (o: { inputSize: number; scoreThreshold: number }) => unknown;
  detectAllFaces(
    input: Tensor,
    options: unknown,
  ): PromiseLike<{ detection?: never; score: number; box: Box }[]> & {
    withFaceLandmarks(): PromiseLike<FaceApiDetection[]>;
  };
}

let loading: Promise<{ api: FaceApi; backend: string }> | undefined;

/**
 * Loads face-api with tfjs-core and its WebAssembly backend (CPU fallback) instead of the 330 MB
 * `@tensorflow/tfjs` umbrella, which face-api's Node build asks for: the request is redirected to
 * `tfjs-shim.cjs` for the duration of the load only. Weights come from the face-api package itself.
 */
export function loadFaceApi(): Promise<{ api: FaceApi; backend: string }> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const Module = require('node:module') as {
      _resolveFilename: (request: string, ...rest: unknown[]) => string;
    };
    const shim = join(dirname(fileURLToPath(import.meta.url)), '..', 'internal', 'tfjs-shim.cjs');
    const original = Module._resolveFilename;
    Module._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]) {
      return original.call(this, request === '@tensorflow/tfjs' ? shim : request, ...rest);
    };
    let api: FaceApi;
    const info = console.info;
    const log = console.log;
    try {
      // tfjs-core prints an advert for tfjs-node on first use; keep server logs clean.
      console.log = () => undefined;
      console.info = () => undefined;
      api = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
    } finally {
      Module._resolveFilename = original;
    }
    let backend = 'wasm';
    try {
      if (!(await api.tf.setBackend('wasm'))) throw new Error('wasm backend unavailable');
      await api.tf.ready();
    } catch {
      backend = 'cpu';
      await api.tf.setBackend('cpu');
      await api.tf.ready();
    } finally {
      console.log = log;
      console.info = info;
    }
    const modelDir = join(
      dirname(require.resolve('@vladmandic/face-api/dist/face-api.node-wasm.js')),
      '..',
      'model',
    );
    const load = async (net: Net, name: string) => {
      const manifest = JSON.parse(
        await readFile(join(modelDir, `${name}-weights_manifest.json`), 'utf8'),
      ) as {
        weights: unknown[];
      }[];
      const bin = await readFile(join(modelDir, `${name}.bin`));
      const buffer = bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength) as ArrayBuffer;
      await net.loadFromWeightMap(
        api.tf.io.decodeWeights(
          buffer,
          manifest.flatMap((g) => g.weights),
        ),
      );
    };
    await load(api.nets.ssdMobilenetv1, 'ssd_mobilenetv1_model');
    await load(api.nets.tinyFaceDetector, 'tiny_face_detector_model');
    await load(api.nets.faceLandmark68Net, 'face_landmark_68_model');
    return { api, backend };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
