import t from 'tap';
import { previewPosition } from '../../../../client/pages/main/preview-position.ts';

t.test(
  'the popular preview takes the four position styles in turn (docs/product.md#constants)',
  async (t) => {
    t.same([0, 1, 2, 3, 4, 5, 6, 7].map(previewPosition), [1, 2, 3, 4, 1, 2, 3, 4]);
  },
);
