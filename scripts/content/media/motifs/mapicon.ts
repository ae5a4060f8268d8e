/** The region's outline as a motif: a cut-paper map with its rivers cut out and one town starred. */
import { DEFAULT_BOUNDS, projection, REGION, RIVERS } from '../geography.ts';
import { circle, poly, type Shape, smooth, starPoints, stroke } from '../shapes.ts';

export function regionIcon(): Shape {
  const project = projection(DEFAULT_BOUNDS, { x: -48, y: -48, w: 96, h: 96 });
  const berdychiv = project([28.58, 49.89]);
  return {
    solid: `<path d="${smooth(REGION.map(project))}"/>`,
    cuts:
      RIVERS.map((r) => stroke(smooth(r.map(project), false), 1.6)).join('') +
      circle(berdychiv[0], berdychiv[1], 4.4),
    accent: poly(starPoints(6, 5.2, 3, berdychiv[0], berdychiv[1])),
  };
}
