/**
 * The share row's addresses (docs/product.md#screens): a short-post network with the text of docs/product.md#validation, a social network
 * (the one Russian readers use for Russian pages, Facebook for English ones) and a professional network,
 * each given the page's public address.
 */

import type { Locale } from '../../../shared/locales.ts';
import { shortPostText } from '../../../shared/logic/share-text.ts';

export type ShareNetwork = 'shortPost' | 'social' | 'professional';

export const SHARE_NETWORKS: readonly ShareNetwork[] = ['shortPost', 'social', 'professional'];

export function shareHref(network: ShareNetwork, url: string, text: string, locale: Locale): string {
  const address = encodeURIComponent(url);
  switch (network) {
    case 'shortPost':
      return `https://x.com/intent/tweet?text=${encodeURIComponent(shortPostText(text, url))}&url=${address}`;
    case 'social':
      return locale === 'ru'
        ? `https://vk.com/share.php?url=${address}`
        : `https://www.facebook.com/sharer/sharer.php?u=${address}`;
    case 'professional':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${address}`;
  }
}

/** Copies text to the clipboard; the older selection route where the Clipboard API is refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    const copied = document.execCommand('copy');
    field.remove();
    return copied;
  }
}
