/**
 * Logging out through the web tier (docs/rules.md R9), from the header's menu, the personal area's
 * navigation or the logout page: on success the browser forgets the session and the reader's
 * favourites and goes to the main page in the interface language (`/` would redirect to `/ru`); a
 * failure changes nothing but `failed`.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { href } from '../../../shared/routes/href.ts';
import { callApi } from '../../data/call-api.ts';
import { setSignedIn } from '../../data/session.ts';
import { useSubmit } from '../../data/use-submit.ts';
import { useLocale } from '../../runtime/root-data.ts';
import { clearFavourites } from '../reading/favourites-store.ts';

export function useLogout(): { pending: boolean; failed: boolean; logout: () => Promise<void> } {
  const navigate = useNavigate();
  const locale = useLocale();
  const { pending, send } = useSubmit();
  const [failed, setFailed] = useState(false);
  const logout = async () => {
    setFailed(false);
    const answer = await send(() => callApi('session.logout'));
    if (!answer) return;
    if (!answer.ok) {
      setFailed(true);
      return;
    }
    setSignedIn(false);
    clearFavourites();
    navigate(href('main', locale));
  };
  return { pending, failed, logout };
}
