/** The empty path goes to the default locale (docs/product.md#screens). */
import { redirect } from 'react-router';

export function loader(): never {
  throw redirect('/ru');
}

export function Component() {
  return null;
}
