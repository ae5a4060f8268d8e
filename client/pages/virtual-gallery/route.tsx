/**
 * The virtual gallery, /ru/virtual-gallery (docs/product.md#screens, Russian only), and one exhibit opened
 * over it, /ru/virtual-gallery/{slug}: an address of its own to share, with the exhibit's image as the
 * share image. The exhibits are page-critical; an unknown exhibit is a 404.
 */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { loadCritical, notFound } from '../../data/load.ts';
import { booksSlug } from '../../features/library/books-address.ts';
import { GalleryScreen } from './GalleryScreen.tsx';
import type { GalleryData } from './types.ts';

export async function loader(args: LoaderFunctionArgs): Promise<GalleryData> {
  const open = args.params.slug === undefined ? null : booksSlug(args.params.slug);
  // Russian only (docs/product.md#screens): the guard has sent /en here already.
  const gallery = await loadCritical(args, 'gallery.list', { query: { lang: 'ru' } });
  if (open && !gallery.exhibits.some((exhibit) => exhibit.slug === open)) notFound();
  return { exhibits: gallery.exhibits, open };
}

export function Component() {
  const data = useLoaderData<GalleryData>();
  return <GalleryScreen {...data} />;
}
