/**
 * Writes a tiny llama-architecture GGUF model with random weights (two layers, 64-wide, a
 * SentencePiece-style vocabulary of the 256 byte tokens only), so the embedded-model path can be
 * tested for real without downloading anything. It speaks random bytes, which is the point: the
 * writer must load it, generate with it, and refuse what it says. It has no word tokens: with them
 * a random model can string real words ("BY yes") that pass for a short answer, and whether it did
 * depended on the prompt.
 */
import { writeFileSync } from 'node:fs';
import { seededRandom } from '@rebond/vocabulary';

const TYPE = { UINT32: 4, INT32: 5, FLOAT32: 6, BOOL: 7, STRING: 8, ARRAY: 9 } as const;
const ALIGN = 32;

class Writer {
  private chunks: Buffer[] = [];
  length = 0;
  push(b: Buffer) {
    this.chunks.push(b);
    this.length += b.length;
  }
  u32(v: number) {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(v);
    this.push(b);
  }
  i32(v: number) {
    const b = Buffer.alloc(4);
    b.writeInt32LE(v);
    this.push(b);
  }
  u64(v: number) {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(v));
    this.push(b);
  }
  f32(v: number) {
    const b = Buffer.alloc(4);
    b.writeFloatLE(v);
    this.push(b);
  }
  str(s: string) {
    const b = Buffer.from(s, 'utf8');
    this.u64(b.length);
    this.push(b);
  }
  pad() {
    const rest = this.length % ALIGN;
    if (rest) this.push(Buffer.alloc(ALIGN - rest));
  }
  bytes() {
    return Buffer.concat(this.chunks);
  }
}

type Value =
  | { t: 'u32'; v: number }
  | { t: 'f32'; v: number }
  | { t: 'bool'; v: boolean }
  | { t: 'str'; v: string }
  | { t: 'strs'; v: string[] }
  | { t: 'f32s'; v: number[] }
  | { t: 'i32s'; v: number[] };

function writeValue(w: Writer, value: Value) {
  switch (value.t) {
    case 'u32':
      w.u32(TYPE.UINT32);
      w.u32(value.v);
      return;
    case 'f32':
      w.u32(TYPE.FLOAT32);
      w.f32(value.v);
      return;
    case 'bool':
      w.u32(TYPE.BOOL);
      w.push(Buffer.from([value.v ? 1 : 0]));
      return;
    case 'str':
      w.u32(TYPE.STRING);
      w.str(value.v);
      return;
    case 'strs':
      w.u32(TYPE.ARRAY);
      w.u32(TYPE.STRING);
      w.u64(value.v.length);
      for (const s of value.v) w.str(s);
      return;
    case 'f32s':
      w.u32(TYPE.ARRAY);
      w.u32(TYPE.FLOAT32);
      w.u64(value.v.length);
      for (const f of value.v) w.f32(f);
      return;
    case 'i32s':
      w.u32(TYPE.ARRAY);
      w.u32(TYPE.INT32);
      w.u64(value.v.length);
      for (const i of value.v) w.i32(i);
  }
}

/** Writes the model to `path` and returns its size in bytes. */
export function writeTinyLlamaGguf(path: string, options: { layers?: number; seed?: number } = {}): number {
  const layers = options.layers ?? 2;
  const nEmbd = 64;
  const nHead = 4;
  const nHeadKv = 4;
  const nFf = 128;
  const headDim = nEmbd / nHead;
  const tokens = ['<unk>', '<s>', '</s>'];
  const types = [2, 3, 3];
  for (let b = 0; b < 256; b++) {
    tokens.push(`<0x${b.toString(16).toUpperCase().padStart(2, '0')}>`);
    types.push(6);
  }
  const nVocab = tokens.length;
  const scores = tokens.map(() => 0);

  const meta: [string, Value][] = [
    ['general.architecture', { t: 'str', v: 'llama' }],
    ['general.name', { t: 'str', v: 'rebond-tiny-random' }],
    ['general.alignment', { t: 'u32', v: ALIGN }],
    ['llama.context_length', { t: 'u32', v: 4096 }],
    ['llama.embedding_length', { t: 'u32', v: nEmbd }],
    ['llama.block_count', { t: 'u32', v: layers }],
    ['llama.feed_forward_length', { t: 'u32', v: nFf }],
    ['llama.attention.head_count', { t: 'u32', v: nHead }],
    ['llama.attention.head_count_kv', { t: 'u32', v: nHeadKv }],
    ['llama.rope.dimension_count', { t: 'u32', v: headDim }],
    ['llama.attention.layer_norm_rms_epsilon', { t: 'f32', v: 1e-5 }],
    ['llama.vocab_size', { t: 'u32', v: nVocab }],
    ['tokenizer.ggml.model', { t: 'str', v: 'llama' }],
    ['tokenizer.ggml.tokens', { t: 'strs', v: tokens }],
    ['tokenizer.ggml.scores', { t: 'f32s', v: scores }],
    ['tokenizer.ggml.token_type', { t: 'i32s', v: types }],
    ['tokenizer.ggml.unknown_token_id', { t: 'u32', v: 0 }],
    ['tokenizer.ggml.bos_token_id', { t: 'u32', v: 1 }],
    ['tokenizer.ggml.eos_token_id', { t: 'u32', v: 2 }],
    ['tokenizer.ggml.add_bos_token', { t: 'bool', v: true }],
    ['tokenizer.ggml.add_eos_token', { t: 'bool', v: false }],
  ];

  // ggml lists dimensions innermost first: a weight mapping n_in -> n_out is [n_in, n_out].
  const tensors: [string, number[], 'ones' | 'random'][] = [
    ['token_embd.weight', [nEmbd, nVocab], 'random'],
    ['output_norm.weight', [nEmbd], 'ones'],
    ['output.weight', [nEmbd, nVocab], 'random'],
  ];
  for (let i = 0; i < layers; i++) {
    tensors.push(
      [`blk.${i}.attn_norm.weight`, [nEmbd], 'ones'],
      [`blk.${i}.attn_q.weight`, [nEmbd, nEmbd], 'random'],
      [`blk.${i}.attn_k.weight`, [nEmbd, headDim * nHeadKv], 'random'],
      [`blk.${i}.attn_v.weight`, [nEmbd, headDim * nHeadKv], 'random'],
      [`blk.${i}.attn_output.weight`, [nEmbd, nEmbd], 'random'],
      [`blk.${i}.ffn_norm.weight`, [nEmbd], 'ones'],
      [`blk.${i}.ffn_gate.weight`, [nEmbd, nFf], 'random'],
      [`blk.${i}.ffn_up.weight`, [nEmbd, nFf], 'random'],
      [`blk.${i}.ffn_down.weight`, [nFf, nEmbd], 'random'],
    );
  }

  const w = new Writer();
  w.push(Buffer.from('GGUF', 'ascii'));
  w.u32(3);
  w.u64(tensors.length);
  w.u64(meta.length);
  for (const [key, value] of meta) {
    w.str(key);
    writeValue(w, value);
  }
  const rnd = seededRandom(options.seed ?? 7);
  const datas: Buffer[] = [];
  let offset = 0;
  for (const [name, dims, fill] of tensors) {
    const count = dims.reduce((a, b) => a * b, 1);
    const data = Buffer.alloc(count * 4);
    for (let i = 0; i < count; i++) data.writeFloatLE(fill === 'ones' ? 1 : (rnd() - 0.5) * 0.2, i * 4);
    w.str(name);
    w.u32(dims.length);
    for (const d of dims) w.u64(d);
    w.u32(0); // GGML_TYPE_F32
    w.u64(offset);
    const padded = Math.ceil(data.length / ALIGN) * ALIGN;
    datas.push(data, Buffer.alloc(padded - data.length));
    offset += padded;
  }
  w.pad();
  for (const d of datas) w.push(d);
  const bytes = w.bytes();
  writeFileSync(path, bytes);
  return bytes.length;
}
