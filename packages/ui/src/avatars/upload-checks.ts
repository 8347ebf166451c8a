/** The kinds of file the wizard uploads. */
export type UploadKind = 'image' | 'audio';

/** The server's limits per kind (pictures up to 10 MB, voice files up to 25 MB). */
export const UPLOAD_LIMIT_BYTES: Record<UploadKind, number> = {
  image: 10 * 1024 * 1024,
  audio: 25 * 1024 * 1024,
};

/** Why a file cannot be uploaded: too large, or not the kind of file the server reads. */
export type UploadProblem = { reason: 'tooLarge'; size: number } | { reason: 'wrongType' };

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const at = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The server's content checks, by the file's first bytes (never its name or declared type). */
const SNIFF: Record<UploadKind, (bytes: Uint8Array) => boolean> = {
  image: (bytes) =>
    at(bytes, [0xff, 0xd8, 0xff]) ||
    at(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    at(bytes, ascii('GIF87a')) ||
    at(bytes, ascii('GIF89a')) ||
    (at(bytes, ascii('RIFF')) && at(bytes, ascii('WEBP'), 8)),
  audio: (bytes) => {
    const [first = 0, second = 0] = bytes;
    return (
      (at(bytes, ascii('RIFF')) && at(bytes, ascii('WAVE'), 8)) ||
      at(bytes, [0x1a, 0x45, 0xdf, 0xa3]) ||
      at(bytes, ascii('OggS')) ||
      at(bytes, ascii('ftyp'), 4) ||
      at(bytes, ascii('ID3')) ||
      (first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x06) !== 0)
    );
  },
};

function firstBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, 16));
  });
}

/**
 * Checks a file before it is kept or uploaded, as the server will: its size against the kind's
 * limit, then its content (a text file named .png is not a picture). Null when it will pass.
 */
export async function checkUpload(file: Blob, kind: UploadKind): Promise<UploadProblem | null> {
  if (file.size > UPLOAD_LIMIT_BYTES[kind]) return { reason: 'tooLarge', size: file.size };
  return SNIFF[kind](await firstBytes(file)) ? null : { reason: 'wrongType' };
}
