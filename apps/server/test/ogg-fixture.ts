/**
 * Ogg/Opus files built byte by byte for the upload-length tests: a valid stream (OpusHead, OpusTags,
 * audio pages with CRCs) of 20 ms packets of silence whose last page may declare any length.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

function oggCrc(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) ^ (CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] ?? 0)) >>> 0;
  return crc;
}

/** One Ogg page holding whole packets (each under 255 bytes). */
function page(packets: Uint8Array[], options: { granule: bigint; sequence: number; flags: number }) {
  const body = packets.reduce((sum, packet) => sum + packet.length, 0);
  const bytes = new Uint8Array(27 + packets.length + body);
  const view = new DataView(bytes.buffer);
  bytes.set([0x4f, 0x67, 0x67, 0x53], 0);
  bytes[5] = options.flags;
  view.setBigInt64(6, options.granule, true);
  view.setUint32(14, 0x5eb0, true);
  view.setUint32(18, options.sequence, true);
  bytes[26] = packets.length;
  let offset = 27;
  for (const packet of packets) bytes[offset++] = packet.length;
  for (const packet of packets) {
    bytes.set(packet, offset);
    offset += packet.length;
  }
  view.setUint32(22, oggCrc(bytes), true);
  return bytes;
}

const PRE_SKIP = 312;
const SAMPLES_PER_PACKET = 960; // 20 ms at 48 kHz

/**
 * An Ogg/Opus file with `packets` packets of 20 ms of silence (CELT, one zero-length frame each: the
 * decoder fills them with silence) whose last page declares `declaredSeconds`.
 */
export function opusFile(options: { packets: number; declaredSeconds: number }): Uint8Array {
  const head = new Uint8Array(19);
  head.set(new TextEncoder().encode('OpusHead'), 0);
  const headView = new DataView(head.buffer);
  head[8] = 1;
  head[9] = 1;
  headView.setUint16(10, PRE_SKIP, true);
  headView.setUint32(12, 48_000, true);
  const vendor = new TextEncoder().encode('rebond');
  const tags = new Uint8Array(8 + 4 + vendor.length + 4);
  tags.set(new TextEncoder().encode('OpusTags'), 0);
  new DataView(tags.buffer).setUint32(8, vendor.length, true);
  tags.set(vendor, 12);
  const pages = [
    page([head], { granule: 0n, sequence: 0, flags: 0x02 }),
    page([tags], { granule: 0n, sequence: 1, flags: 0 }),
  ];
  const silence = new Uint8Array([0xf8]);
  let written = 0;
  while (written < options.packets) {
    const count = Math.min(250, options.packets - written);
    written += count;
    const last = written === options.packets;
    const granule = last
      ? BigInt(Math.round(options.declaredSeconds * 48_000) + PRE_SKIP)
      : BigInt(written * SAMPLES_PER_PACKET + PRE_SKIP);
    pages.push(page(Array(count).fill(silence), { granule, sequence: pages.length, flags: last ? 0x04 : 0 }));
  }
  const total = pages.reduce((sum, bytes) => sum + bytes.length, 0);
  const file = new Uint8Array(total);
  let offset = 0;
  for (const bytes of pages) {
    file.set(bytes, offset);
    offset += bytes.length;
  }
  return file;
}
