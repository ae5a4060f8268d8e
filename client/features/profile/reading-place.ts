/**
 * Where a reader is in a material (exact resume): the chapter crossing the reading line
 * (below the sticky header) and how far down it that line is, from 0 to 1. Before the first chapter
 * it is the start of the first one. Pure, so it is tested without a browser.
 */
interface Box {
  getBoundingClientRect(): { top: number; height: number };
}

export interface Place {
  chapter: number;
  fraction: number;
}

/** The chapter crossing the reading line and how far down it that line is. */
export function placeOf(sections: readonly Box[], line: number): Place | null {
  let index = -1;
  for (let i = 0; i < sections.length; i += 1) {
    const section = sections[i];
    if (section && section.getBoundingClientRect().top <= line) index = i;
  }
  if (index < 0) return sections.length > 0 ? { chapter: 0, fraction: 0 } : null;
  const rect = (sections[index] as Box).getBoundingClientRect();
  const fraction = rect.height > 0 ? (line - rect.top) / rect.height : 0;
  return { chapter: index, fraction: Math.min(1, Math.max(0, Number(fraction.toFixed(3)))) };
}
