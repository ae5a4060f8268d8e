/**
 * The reader's comfort settings in the browser (docs/product.md#reading-comfort). What every page
 * needs is here: the settings the page shows, and a signed-in reader's account settings brought onto
 * the device (the account wins over the device's cookies). Choosing (`comfort-choice.ts`) loads with
 * the controls, or here only when the account and the device differ.
 */
import { useEffect } from 'react';
import {
  COMFORT_SETTINGS,
  type Comfort,
  type ComfortSetting,
  comfortFromCookies,
  comfortFromCookieText,
} from '../../shared/comfort.ts';
import type { UserSummary } from '../runtime/root-data.ts';

/** The settings the page shows now (the server's render, or the comfort script's, or a choice since). */
export function shownComfort(): Comfort {
  const { dataset } = document.documentElement;
  const named: Record<string, string | undefined> = {};
  for (const { cookie, dataset: key } of Object.values(COMFORT_SETTINGS)) named[cookie] = dataset[key];
  return comfortFromCookies(named);
}

/**
 * A signed-in reader's account settings are shown and become this device's cookies too (a sign-in,
 * or a choice made on another device that the reader's state brought in).
 */
export function useAccountComfort(user: UserSummary | null): void {
  const account = user?.comfort;
  const key = account ? JSON.stringify(account) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the account's values are the trigger
  useEffect(() => {
    if (!account) return;
    const cookies = comfortFromCookieText(document.cookie);
    const shown = shownComfort();
    const names = (Object.keys(COMFORT_SETTINGS) as ComfortSetting[]).filter((name) => {
      const value = account[name];
      return value && (value !== cookies[name] || value !== shown[name]);
    });
    if (names.length === 0) return;
    void import('./comfort-choice.ts').then(({ keepComfort, showComfort }) => {
      for (const name of names) {
        keepComfort(name, account[name] ?? null);
        showComfort(name, account[name] ?? null);
      }
    });
  }, [key]);
}
