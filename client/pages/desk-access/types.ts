/** The data of the questionnaires' loader (`route.tsx`), which its screen draws. */
import type { DeskAccessRequest } from '../../../shared/schemas/desk.ts';
import type { DeskData } from '../../features/desk/load-desk.ts';

export type DeskAccessData = DeskData<{ pending: DeskAccessRequest[]; decided: DeskAccessRequest[] }>;
