/**
 * The Ashkenazi table's answer: the festivals in the year's order and every dish with its
 * festival, picture, what it means, and the published materials that mention it.
 */
import { z } from 'zod';

/** Relative to `/storage/`, like every media field of the content answers. */
const MediaPath = z.string();

export const TableFestival = z.object({ slug: z.string(), name: z.string(), season: z.string() });
export const TableDish = z.object({
  slug: z.string(),
  name: z.string(),
  meaning: z.string(),
  festival: z.string(),
  image: MediaPath,
  materials: z.array(z.object({ slug: z.string(), title: z.string() })),
  /** The dish's text is the Russian fallback of a missing translation (docs/product.md#content-and-engagement). */
  fallback: z.boolean(),
});
export const AshkenaziTableResponse = z.object({
  festivals: z.array(TableFestival),
  dishes: z.array(TableDish),
});
