import { sweepEveryPage } from './sweep.ts';

await sweepEveryPage('en');
