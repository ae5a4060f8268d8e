/**
 * The comfort script's text (docs/architecture.md#reading-comfort), for the server only: the browser
 * reads it back from the page, so its bytes never ride in a bundle.
 */
import {
  COMFORT_SCRIPT_ID,
  COMFORT_SETTINGS,
  COOKIE_NOTICE_DATASET,
  COOKIE_NOTICE_STORAGE_KEY,
  EDUCATORS_HINT_DATASET,
  EDUCATORS_HINT_STORAGE_KEY,
  SETTING_NAMES,
  THEME_COLORS,
} from './comfort.ts';

/**
 * Runs in the head of every page before the body is parsed: each setting's cookie becomes its
 * attribute on `<html>` unless the server already wrote one (an account's choice wins), and the
 * theme-color tags follow a chosen theme; and the cookie notice is asked for unless this browser
 * accepted it (storage refused: asked for); the hashtag tool's hint is marked closed where its reader
 * closed it. Values are letters only, so a cookie cannot write markup;
 * one the stylesheet does not know changes nothing. Fixed text: the CSP allows it by its hash
 * (`server/render/csp.ts`).
 */
export const COMFORT_SCRIPT = `(function(){var d=document.documentElement,c=document.cookie,s=${JSON.stringify(
  SETTING_NAMES.map((name) => [COMFORT_SETTINGS[name].cookie, COMFORT_SETTINGS[name].dataset]),
)};for(var i=0;i<s.length;i++){var m=c.match(new RegExp("(?:^|; )"+s[i][0]+"=([a-z]+)"));if(m&&!d.dataset[s[i][1]])d.dataset[s[i][1]]=m[1]}var t=${JSON.stringify(
  THEME_COLORS,
)}[d.dataset.theme];if(t)document.querySelectorAll('meta[name="theme-color"]').forEach(function(e){e.content=t});var a,h;try{a=localStorage.getItem(${JSON.stringify(
  COOKIE_NOTICE_STORAGE_KEY,
)});h=localStorage.getItem(${JSON.stringify(EDUCATORS_HINT_STORAGE_KEY)})}catch(e){}if(a!=="1")d.dataset.${COOKIE_NOTICE_DATASET}="";if(h==="1")d.dataset.${EDUCATORS_HINT_DATASET}=""})()`;

/** The element as a page cached whole carries it (no nonce). */
export const COMFORT_SCRIPT_TAG = `<script id="${COMFORT_SCRIPT_ID}">${COMFORT_SCRIPT}</script>`;
