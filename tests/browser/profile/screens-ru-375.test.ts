import { checkScreens } from './screens.ts';

await checkScreens('ru', 375);
