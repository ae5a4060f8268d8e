/** What the server's render asks for each block; absent in the browser and on streamed pages. */
export interface FragmentRecorder {
  place(name: string, deps: readonly unknown[]): FragmentPlace;
}

export type FragmentPlace =
  /** Stored: the block's element gets `html`, a placeholder the store swaps for the stored bytes. */
  | { kind: 'stored'; html: string }
  /**
   * Not stored yet: render the children between the two markers; the store keeps what is between.
   * `closed` is called as the render passes the end marker: the catalogue entries looked up since
   * `place` (the children function's own and its tree's) are kept with the block.
   */
  | { kind: 'record'; start: string; end: string; closed: () => void }
  /** Not storable (a dep that is not shared): render as usual. */
  | { kind: 'render' };
