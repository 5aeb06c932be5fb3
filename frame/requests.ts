import * as z from 'zod/mini'
import { isAddress, isHex } from 'viem'

// The signing requests' parameters, parsed by one set of schemas for both the summary the
// visitor approves (consent/summary.ts) and the wallet that signs (wallet.ts): what is shown
// and what is signed cannot be read two ways.

export const hexSchema = z.string().check(z.refine((value) => isHex(value), 'must be 0x-hex'))

/**
 * An address as viem reads it: 40 hex digits, and a mixed-case one must carry a valid EIP-55
 * checksum (a wrong one is a typo the visitor would not see in the summary).
 */
export const addressSchema = z
  .string()
  .check(z.refine((value) => isAddress(value), 'must be an address'))

const quantitySchema = z.union([hexSchema, z.number(), z.bigint()])

/** eth_sendTransaction's first parameter. */
export const transactionRequestSchema = z.object({
  from: z.optional(addressSchema),
  to: z.optional(z.nullable(addressSchema)),
  data: z.optional(hexSchema),
  value: z.optional(hexSchema),
  gas: z.optional(hexSchema),
  gasPrice: z.optional(hexSchema),
  maxFeePerGas: z.optional(hexSchema),
  maxPriorityFeePerGas: z.optional(hexSchema),
  nonce: z.optional(hexSchema),
  chainId: z.optional(quantitySchema),
})

/** eth_signTypedData_v4's typed data (EIP-712), once read from its JSON text. */
export const typedDataRequestSchema = z.object({
  domain: z.record(z.string(), z.unknown()),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})
