import * as z from 'zod/mini'
import { VIEW_DATA_TEXT_MAX_LENGTH } from '../constants'

// The pieces a plugin's boundary schemas share (what a view is opened with, a host's config).
// Refinements rather than z.maxLength() and z.regex(): every zod class the kit uses joins the
// zod chunk, which is part of the host page's first download. A module of its own, imported
// by plugin code only, so these schemas never reach the host page.

const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/

/**
 * An amount in a token's units as a person writes it (`'0.5'`, `'.5'`, `'2.'`): digits with at
 * most one point, no sign, no exponent. Convert it with `parseAmount(value, decimals)`.
 */
export const decimalAmountSchema = z
  .string()
  .check(z.refine((value) => DECIMAL.test(value), 'must be a decimal amount'))

/**
 * A short piece of text handed to a view (a receiver, a token's symbol or address): not empty
 * and at most 200 characters, so a host's data cannot fill a field with a page of text.
 */
export const boundedTextSchema = z.string().check(
  z.minLength(1, 'must not be empty'),
  z.refine(
    (value) => value.length <= VIEW_DATA_TEXT_MAX_LENGTH,
    `must be at most ${VIEW_DATA_TEXT_MAX_LENGTH} characters`,
  ),
)
