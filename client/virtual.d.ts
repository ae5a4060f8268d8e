declare module 'virtual:call-wire' {
  import type { CallWire } from '../shared/contract/define.ts';

  const wire: Record<string, CallWire>;
  export default wire;
}

declare module 'virtual:desk-call-wire' {
  import type { CallWire } from '../shared/contract/define.ts';

  const wire: Record<string, CallWire>;
  export default wire;
}

declare module 'virtual:icon-sprite' {
  /** The sprite's address, e.g. `/assets/icons-AbC123.svg`. */
  const path: string;
  export default path;
}

declare module 'virtual:basemap' {
  import type { Topology } from 'topojson-specification';

  /** The offline basemap (client/features/map/basemap-build.ts): objects `land` and `borders`. */
  const basemap: Topology;
  export default basemap;
}
