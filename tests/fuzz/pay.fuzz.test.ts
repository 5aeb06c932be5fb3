// Fuzz: payment configs (plugins/pay/config.ts) and `modal.pay(config)`, the pay plugin's
// host method. A config is parsed into one the plugin can pay, or refused with a payment
// error code (SPEC §8); `pay()` settles with such an error, or opens Pay and settles when the
// payment ends (here: when the modal is closed), never with another exception.
import * as fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import { PAYMENT_PRESETS, type PluginEntry, type PorticoModal } from 'portico'
import { createTestModal, stubNetwork } from 'portico/testing'
import { parsePaymentConfig } from '../../plugins/pay/config'
import { manifest } from '../../plugins/pay/manifest'
import { anything, nearValid, trickyNumber, trickyString } from './arbitraries'
import { outcomeOf, quietConsole, settledOutcomeOf } from './outcome'
import { fuzzParameters, fuzzTimeout, settle } from './runs'
import { PAYMENT_ERROR_CODES } from '../../plugins/pay/errors'

quietConsole()
beforeEach(stubNetwork)

const RECIPIENT = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const UINT256_MAX = 2n ** 256n - 1n

const amount = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom(1, 0.01, 25, '25', '0.000001', 1e80, '1e80', `1${'0'.repeat(90)}`),
  },
  { weight: 2, arbitrary: fc.double({ min: 1e-30, max: 1e90, noNaN: true }) },
  { weight: 2, arbitrary: fc.bigInt({ min: 1n, max: 2n ** 270n }).map(String) },
  { weight: 1, arbitrary: trickyNumber },
  { weight: 1, arbitrary: trickyString },
)
/** A payment config as a host writes it: a preset asset, an address, an amount, the options. */
const paymentConfig = fc.record(
  {
    paymentAsset: fc
      .constantFrom(...Object.values(PAYMENT_PRESETS))
      .map((asset) => structuredClone(asset)),
    recipient: fc.oneof(fc.constant(RECIPIENT), fc.constant(RECIPIENT.toLowerCase())),
    amount,
    openInNewTab: fc.boolean(),
    redirectUrl: fc.record({
      success: fc.constant('https://shop.example/paid'),
      failure: fc.constant('https://shop.example/failed'),
    }),
    payWithExchange: fc.record(
      {
        includeOnly: fc.array(trickyString, { maxLength: 2 }),
        exclude: fc.array(trickyString, { maxLength: 2 }),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: ['paymentAsset', 'recipient', 'amount'] },
)
const configInput = fc.oneof(
  { weight: 1, arbitrary: anything },
  { weight: 4, arbitrary: nearValid(paymentConfig) },
)

/** The amount in the asset's smallest unit, from the canonical decimal string. */
function baseUnits(amountText: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amountText.split('.')
  return BigInt(whole + fraction.padEnd(decimals, '0'))
}

describe('fuzz: payment config', () => {
  it(
    'a config the plugin can pay, or a PorticoError with a payment code',
    () => {
      fc.assert(
        fc.property(configInput, (input) => {
          const outcome = outcomeOf(() => parsePaymentConfig(input))
          if (!outcome.ok) {
            expect([...PAYMENT_ERROR_CODES]).toContain(outcome.error.code)
            return
          }
          const config = outcome.value
          expect(config.amount).toMatch(/^(0|[1-9]\d*)(\.\d*[1-9])?$/)
          expect(/[1-9]/.test(config.amount)).toBe(true)
          expect(typeof config.openInNewTab).toBe('boolean')
        }),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )

  it(
    'an accepted amount fits a transfer: above 0 and at most 2^256 - 1 base units',
    () => {
      fc.assert(
        fc.property(configInput, (input) => {
          const outcome = outcomeOf(() => parsePaymentConfig(input))
          if (!outcome.ok) return
          const { amount: accepted, paymentAsset } = outcome.value
          const units = baseUnits(accepted, paymentAsset.metadata.decimals)
          expect(units > 0n && units <= UINT256_MAX).toBe(true)
        }),
        // Issue 11's counterexample first: 1e80 ETH passed validation and failed later.
        fuzzParameters<[unknown]>({
          examples: [
            [{ paymentAsset: PAYMENT_PRESETS.ethBase, recipient: RECIPIENT, amount: 1e80 }],
          ],
        }),
      )
    },
    fuzzTimeout(),
  )
})

const payEntry: PluginEntry = { manifest, load: () => import('../../plugins/pay') }

/** Resolves once `check` holds for the modal's state (checked at once, then on every change). */
function whenState(modal: PorticoModal, check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (check()) return resolve()
    const unsubscribe = modal.subscribe(() => {
      if (!check()) return
      unsubscribe()
      resolve()
    })
  })
}

describe('fuzz: modal.pay(config)', () => {
  it(
    'rejects with a payment code, or opens Pay and rejects GENERIC_PAYMENT_ERROR when closed',
    async () => {
      const modal = createTestModal({}, { plugins: [payEntry], ui: false })
      await fc.assert(
        fc.asyncProperty(configInput, async (input) => {
          const payment = (() => {
            try {
              return modal.pay(input as Parameters<PorticoModal['pay']>[0])
            } catch (thrown) {
              return Promise.reject(thrown)
            }
          })()
          // Refused at once, or the payment started and Pay is open: whichever comes first.
          const opened = whenState(
            modal,
            () => modal.getState().modal.open && modal.router.current().view === 'Pay',
          )
          const first = await settle(Promise.race([payment.then(() => 'settled'), opened]))
          if (first.status === 'hung') throw new Error('pay() neither settled nor opened Pay')
          if (modal.getState().modal.open) modal.close()
          const outcome = await settledOutcomeOf(() => payment)
          // Nothing the visitor could have paid with: a settled payment is always a refusal.
          expect(outcome.ok).toBe(false)
          if (!outcome.ok) expect([...PAYMENT_ERROR_CODES]).toContain(outcome.error.code)
          await whenState(modal, () => !modal.getState().pay?.isPaymentInProgress)
        }),
        fuzzParameters(),
      )
    },
    fuzzTimeout(100),
  )
})
