/**
 * An icon from the site's sprite (`sprite.ts`), drawn like Lucide's: 24-unit grid, round strokes in
 * the text colour. Decorative unless given a label: icons sit beside text that says the same.
 */

import spritePath from 'virtual:icon-sprite';
import type { SVGProps } from 'react';
import type { IconName } from './names.ts';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'fill' | 'stroke'> {
  name: IconName;
  size?: number;
  /** Lucide's default is 2; another width rides in a style attribute (it must beat the class). */
  strokeWidth?: number;
  /** Drawn filled in the text colour (a set bookmark, a given like). */
  filled?: boolean;
}

/**
 * The stroke settings live in the global `icon` class (`styles/global.css`) rather than on every
 * element: a page carries dozens of icons, and the attributes were ~100 bytes of each.
 */
export function Icon({
  name,
  size = 24,
  strokeWidth = 2,
  filled = false,
  className,
  style,
  ...rest
}: IconProps) {
  return (
    <svg
      className={`icon${filled ? ' icon-filled' : ''}${className ? ` ${className}` : ''}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      style={strokeWidth === 2 ? style : { ...style, strokeWidth }}
      aria-hidden="true"
      {...rest}
    >
      <use href={`${spritePath}#${name}`} />
    </svg>
  );
}
