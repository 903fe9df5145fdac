/** Files as the browser gives them, for the upload tests. */
import { File as NodeFile } from 'node:buffer'
import { imageBytes } from '@mocks/lib/testing'

/**
 * A picture (its content starts as an image of `type` does: the server looks). Node's own File:
 * jsdom's File is not a Blob for the fetch of jest-fixed-jsdom, whose FormData would send it as
 * the text "[object File]".
 */
export function pictureFile(
  name: string,
  bytes: number,
  type: 'image/jpeg' | 'image/png' = 'image/png',
): File {
  return new NodeFile([imageBytes(bytes, type)], name, { type }) as unknown as File
}

/** A file of `type` with 16 zero bytes (Node's own File, as above). */
export function testFile(name: string, type: string): File {
  return new NodeFile([new Uint8Array(16)], name, { type }) as unknown as File
}

/**
 * Captures what the page downloads (an object URL on an anchor's click, src/components/download):
 * each file's name and content, in order. Restore with jest.restoreAllMocks().
 */
export function captureDownloads(): { name: string; blob: Blob }[] {
  const files: { name: string; blob: Blob }[] = []
  let pending: Blob | null = null
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: jest.fn((blob: Blob) => {
      pending = blob
      return 'blob:download'
    }),
  })
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: jest.fn(),
  })
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (pending) files.push({ name: this.download, blob: pending })
    pending = null
  })
  return files
}
