/** Unknown paths answer 404 with the localized error page (docs/product.md#screens, docs/product.md#error-messages). */
import { data } from 'react-router';

export function loader(): never {
  throw data(null, { status: 404 });
}

export function Component() {
  return null;
}
