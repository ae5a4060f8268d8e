declare module 'virtual:call-wire' {
  import type { CallWire } from '../shared/contract/define.ts';

  const wire: Record<string, CallWire>;
  export default wire;
}
