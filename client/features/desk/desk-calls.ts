/**
 * The desk's calls for `callApi` (docs/desk.md): their wire facts are a module of their own, which
 * only the desk's code (and an administrator's account menu) loads, so no reader downloads them.
 */
import deskWire from 'virtual:desk-call-wire';
import { addCallWire } from '../../data/call-api.ts';

addCallWire(deskWire);
