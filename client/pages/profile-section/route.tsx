/**
 * My reviews and the support chat (spec §2 "Profile area"): their screens come with the next issue;
 * until then each shows its real heading inside the area's frame, with its navigation, and nothing
 * that pretends to be more. Without a session, the sign-in prompt (DESIGN §3).
 */
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useMatches } from 'react-router';
import { requestInfoContext } from '../../../shared/data/source.ts';
import { useRootData } from '../../app/root-data.ts';
import { ProfileFrame } from '../../features/profile/ProfileFrame.tsx';

export function loader({ context }: LoaderFunctionArgs): { signedIn: boolean } {
  return { signedIn: context.get(requestInfoContext).signedIn };
}

export function Component() {
  const { t } = useTranslation('profile');
  const route = useMatches().at(-1)?.id;
  const section = route === 'profile-help' ? 'help' : 'reviews';
  const cookie = useLoaderData<typeof loader>().signedIn;
  const live = useRootData()?.signedIn ?? false;
  // A stale cookie: the root's user call decides whether the session is live.
  const signedIn = cookie && live;
  return <ProfileFrame section={section} title={t(`nav.${section}`)} signedIn={signedIn} />;
}
