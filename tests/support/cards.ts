import sharp from 'sharp';

/** A PNG decoded whole (sharp), with the colour of its pixel at the middle of the accent bar. */
export async function decodedCard(bytes: ArrayBuffer): Promise<{ width: number; height: number; bar: string }> {
  const { data, info } = await sharp(new Uint8Array(bytes)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (10 * info.width + info.width / 2) * 3;
  const bar = [...data.subarray(at, at + 3)].map((channel) => channel.toString(16).padStart(2, '0')).join('');
  return { width: info.width, height: info.height, bar: `#${bar}` };
}
