/** Largest photo accepted (decoded bytes); the JSON body limit (1 MiB) carries its base64 with room to spare. */
export const MAX_IMAGE_BYTES = 512 * 1024;

const SIGNATURES: readonly { type: string; matches: (bytes: Buffer) => boolean }[] = [
  { type: 'image/jpeg', matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/gif', matches: (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')) },
  { type: 'image/webp', matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** The image type the bytes really are (magic numbers), whatever the client declared; undefined when not an image we take. */
export function sniffImageType(bytes: Buffer): string | undefined {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type;
}

/** base64 content of an upload, with or without a `data:<type>;base64,` prefix. */
export function decodeUpload(file: string): Buffer {
  return Buffer.from(file.replace(/^data:[^,]*,/, ''), 'base64');
}
