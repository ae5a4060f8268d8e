import { checkScreens } from './screens.ts';

await checkScreens('ru', 1280);
