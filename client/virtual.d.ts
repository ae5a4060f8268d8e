declare module 'virtual:call-wire' {
  import type { CallWire } from '../shared/contract/define.ts';

  const wire: Record<string, CallWire>;
  export default wire;
}

declare module 'virtual:icon-sprite' {
  /** The sprite's address, e.g. `/assets/icons-AbC123.svg`. */
  const path: string;
  export default path;
}
