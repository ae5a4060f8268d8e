/**
 * An icon from the site's sprite (`sprite.ts`), drawn like Lucide's: 24-unit grid, round strokes in
 * the text colour. Decorative unless given a label: icons sit beside text that says the same.
 */

import spritePath from 'virtual:icon-sprite';
import type { SVGProps } from 'react';
import type { IconName } from './names.ts';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  size?: number;
  strokeWidth?: number;
}

export function Icon({ name, size = 24, strokeWidth = 2, className, ...rest }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <use href={`${spritePath}#${name}`} />
    </svg>
  );
}
