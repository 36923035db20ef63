// A reader for the plain tar archives that ship inside @sparticuz/chromium (regular files and
// folders with short names): enough to unpack them without another dependency.

const BLOCK = 512;

/** Reads a NUL-terminated text field of a tar header. */
function field(header, start, length) {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end === -1 ? length : end).toString('utf8');
}

/**
 * The regular files of a tar archive, in order, as { name, mode, data } (name relative, data a
 * Buffer view). Folders are implied by the names; links and extended headers are skipped.
 *
 * @param {Buffer} archive
 * @returns {Generator<{ name: string, mode: number, data: Buffer }>}
 */
export function* tarFiles(archive) {
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return;
    const name = field(header, 0, 100);
    const mode = Number.parseInt(field(header, 100, 8).trim() || '644', 8);
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = field(header, 156, 1);
    const prefix = field(header, 345, 155);
    const dataStart = offset + BLOCK;
    if (type === '0' || type === '') {
      yield {
        name: prefix ? `${prefix}/${name}` : name,
        mode,
        data: archive.subarray(dataStart, dataStart + size),
      };
    }
    offset = dataStart + Math.ceil(size / BLOCK) * BLOCK;
  }
}
