const BOUNDARY = 'kaista-test-boundary';

/** One file as a browser's multipart form sends it: the request's content type and body. */
export function multipartFile(fileName: string, content: Buffer, type = 'application/octet-stream') {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  };
}

/** The eight bytes that make a file a PNG to the upload's type check, and some more. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
