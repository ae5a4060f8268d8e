import { checkScreens } from './screens.ts';

await checkScreens('en', 1280);
