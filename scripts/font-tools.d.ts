/** fontverter (used by subset-font) ships no types: the one function the font scripts call. */
declare module 'fontverter' {
  type Format = 'truetype' | 'woff' | 'woff2' | 'sfnt';
  const fontverter: { convert(font: Buffer, to: Format, from?: Format): Promise<Buffer> };
  export default fontverter;
}

/** subset-font's own types (and DefinitelyTyped's) lack the options the generator passes. */
declare module 'subset-font' {
  interface Options {
    targetFormat?: 'truetype' | 'woff' | 'woff2' | 'sfnt';
    noHinting?: boolean;
    keepFeatures?: string[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
