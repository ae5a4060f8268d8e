/**
 * The special-project questionnaire (docs/product.md#content-and-engagement; docs/product.md#screens "Profile area": access to a special project):
 * who the reader is, where they teach or study, and how they will use the hashtag tool. Plain text,
 * stored as typed and length-limited (docs/rules.md R4); every field is required. A body's
 * `user_id`/`userId` is accepted so the product's clients are not refused, and never chooses whose
 * request it is (R17).
 */
import { z } from 'zod';
import { isBlankComment } from '../logic/comment-text.ts';
import { StorableText } from './common.ts';

import { ACCESS_FIELD_MAX, type AccessField, textLength } from './plain.ts';

export { ACCESS_FIELD_MAX, ACCESS_FIELDS, type AccessField, textLength } from './plain.ts';

export const ACCESS_STATUSES = ['pending', 'granted', 'refused'] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];

function answer(field: AccessField) {
  return StorableText.refine((text) => !isBlankComment(text), 'required').refine(
    (text) => textLength(text) <= ACCESS_FIELD_MAX[field],
    `at most ${ACCESS_FIELD_MAX[field]} characters`,
  );
}

const ClaimedId = z.union([z.number().int(), z.string().max(20)]).optional();

export const AccessRequestBody = z.strictObject({
  occupation: answer('occupation'),
  institution: answer('institution'),
  purpose: answer('purpose'),
  user_id: ClaimedId,
  userId: ClaimedId,
});

export const AccessRequest = z.object({
  id: z.number().int(),
  status: z.enum(ACCESS_STATUSES),
  occupation: z.string(),
  institution: z.string(),
  purpose: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type AccessRequest = z.infer<typeof AccessRequest>;

/** The reader's latest request (null: none yet) and whether the tool is open to them now. */
export const AccessAnswer = z.object({ request: AccessRequest.nullable(), card_access: z.number().int() });
export type AccessAnswer = z.infer<typeof AccessAnswer>;
