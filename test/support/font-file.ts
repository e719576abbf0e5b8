// What the fonts test reads of a WOFF2 file (https://www.w3.org/TR/WOFF2/): the characters it maps (cmap) and its
// vertical metrics (head, hhea). Those tables are never transformed, so they are read straight from the decompressed
// table data; the transformed ones (glyf, loca) are skipped.
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';

/** WOFF2's known table tags, by the index a table directory entry gives (§ 5.1, "Known Table Tags"). */
const KNOWN_TAGS = [
  'cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep', 'CFF ',
  'VORG', 'EBDT', 'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea', 'vmtx', 'BASE', 'GDEF', 'GPOS',
  'GSUB', 'EBSC', 'JSTF', 'MATH', 'CBDT', 'CBLC', 'COLR', 'CPAL', 'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc',
  'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar', 'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop',
  'trak', 'Zapf', 'Silf', 'Glat', 'Gloc', 'Feat', 'Sill',
]; // prettier-ignore

/** The untransformed tables of a WOFF2 file, by tag. */
function woff2Tables(file: string): Map<string, Buffer> {
  const b = readFileSync(file);
  if (b.toString('latin1', 0, 4) !== 'wOF2') throw new Error(`${file} is not a WOFF2 file`);
  const numTables = b.readUInt16BE(12);
  const compressedLength = b.readUInt32BE(20);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = b[at++]!;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error(`${file}: a UIntBase128 longer than 5 bytes`);
  };
  const directory: { tag: string; length: number; transformed: boolean }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = b[at++]!;
    let tag = KNOWN_TAGS[flags & 0x3f]!;
    if ((flags & 0x3f) === 63) {
      tag = b.toString('latin1', at, at + 4);
      at += 4;
    }
    const version = flags >> 6;
    const origLength = base128();
    // glyf and loca are transformed unless version 3; every other table unless version 0
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    directory.push({ tag, length: transformed ? base128() : origLength, transformed });
  }
  const data = brotliDecompressSync(b.subarray(at, at + compressedLength));
  const tables = new Map<string, Buffer>();
  let offset = 0;
  for (const table of directory) {
    if (!table.transformed) tables.set(table.tag, data.subarray(offset, offset + table.length));
    offset += table.length;
  }
  return tables;
}

/** The code points a cmap table maps (its format 12 subtable, else its format 4). */
function mappedCodePoints(cmap: Buffer): Set<number> {
  const subtables = Array.from({ length: cmap.readUInt16BE(2) }, (_, i) => cmap.readUInt32BE(4 + i * 8 + 4));
  const format12 = subtables.find((offset) => cmap.readUInt16BE(offset) === 12);
  const points = new Set<number>();
  if (format12 !== undefined) {
    const groups = cmap.readUInt32BE(format12 + 12);
    for (let g = 0; g < groups; g++) {
      const start = cmap.readUInt32BE(format12 + 16 + g * 12);
      const end = cmap.readUInt32BE(format12 + 16 + g * 12 + 4);
      for (let cp = start; cp <= end; cp++) points.add(cp);
    }
    return points;
  }
  const format4 = subtables.find((offset) => cmap.readUInt16BE(offset) === 4);
  if (format4 === undefined) throw new Error('cmap has neither a format 12 nor a format 4 subtable');
  const segX2 = cmap.readUInt16BE(format4 + 6);
  const ends = format4 + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const rangeOffsets = deltas + segX2;
  for (let i = 0; i < segX2 / 2; i++) {
    const end = cmap.readUInt16BE(ends + i * 2);
    const start = cmap.readUInt16BE(starts + i * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + i * 2);
    for (let cp = start; cp <= end && cp !== 0xffff; cp++) {
      const glyph = rangeOffset === 0 ? 1 : cmap.readUInt16BE(rangeOffsets + i * 2 + rangeOffset + (cp - start) * 2);
      if (glyph !== 0) points.add(cp);
    }
  }
  return points;
}

export interface FontFile {
  /** The characters the file has a glyph for. */
  codePoints: Set<number>;
  /** hhea's ascender and descender (positive, below the baseline) and line gap, in ems. */
  ascent: number;
  descent: number;
  lineGap: number;
}

/** Reads a WOFF2 file's characters and vertical metrics. */
export function readFontFile(file: string): FontFile {
  const tables = woff2Tables(file);
  const table = (tag: string) => {
    const found = tables.get(tag);
    if (!found) throw new Error(`${file} has no ${tag} table`);
    return found;
  };
  const unitsPerEm = table('head').readUInt16BE(18);
  const hhea = table('hhea');
  return {
    codePoints: mappedCodePoints(table('cmap')),
    ascent: hhea.readInt16BE(4) / unitsPerEm,
    descent: -hhea.readInt16BE(6) / unitsPerEm,
    lineGap: hhea.readInt16BE(8) / unitsPerEm,
  };
}
