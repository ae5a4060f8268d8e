/**
 * The environment variable parsers both server tiers build their config schemas from, so that every
 * whole number and flag in `.env.example` is read the same way (docs/operations.md#configuration):
 * digits only, within its range, and a message that names the range when it is not.
 */
import { z } from 'zod';

/** A whole number from `min` to `max`; `fallback` when unset. Never `z.coerce`: `''` and `0x10` are refused. */
export function intVar(min: number, max: number, fallback: number) {
  return z
    .string()
    .regex(/^\d{1,15}$/, 'expected a whole number')
    .transform(Number)
    .refine((n) => n >= min && n <= max, `expected a whole number from ${min} to ${max}`)
    .default(fallback);
}

/** `true`/`1` or `false`/`0`. */
export const BoolVar = z
  .enum(['true', 'false', '1', '0'], { message: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1');
