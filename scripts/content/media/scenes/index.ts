/** Scene registry: every SceneId the keyword table can choose has a composition. */
import type { SceneId } from '../keywords.ts';
import type { Scene } from './common.ts';
import { emblem } from './emblem.ts';
import { landscape } from './landscape.ts';
import { map } from './map.ts';
import { platform } from './platform.ts';
import { poster } from './poster.ts';
import { rosette } from './rosette.ts';
import { sheet } from './sheet.ts';
import { stage } from './stage.ts';
import { street } from './street.ts';
import { interior, table } from './table.ts';

export const SCENES: Record<SceneId, Scene> = {
  street,
  map,
  table,
  stage,
  emblem,
  poster,
  sheet,
  landscape,
  interior,
  platform,
  rosette,
};
