import { describe, expect, it } from 'vitest'
import {
  FRAME_REQUEST_TYPES,
  frameApprovalEventSchema,
  frameRecoveryEventSchema,
  parseAppMessage,
  parseReply,
} from './messages'

const ID = '6c3f7a1e-8a53-4a51-9d1e-2f0d8c5b6a10'

describe('frame message schemas', () => {
  it('has every SPEC §7 app-to-frame message, and the cancels of the frame’s approval and recovery', () => {
    expect(FRAME_REQUEST_TYPES).toEqual(
      expect.arrayContaining([
        'SWITCH_NETWORK',
        'CONNECT_EMAIL',
        'CONNECT_DEVICE',
        'CONNECT_OTP',
        'CONNECT_SOCIAL',
        'GET_FARCASTER_URI',
        'CONNECT_FARCASTER',
        'GET_USER',
        'GET_SOCIAL_REDIRECT_URI',
        'SIGN_OUT',
        'IS_CONNECTED',
        'GET_CHAIN_ID',
        'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
        'INIT_SMART_ACCOUNT',
        'SET_PREFERRED_ACCOUNT',
        'RPC_REQUEST',
        'UPDATE_EMAIL',
        'UPDATE_EMAIL_PRIMARY_OTP',
        'UPDATE_EMAIL_SECONDARY_OTP',
        'SYNC_THEME',
        'SYNC_DAPP_DATA',
        'RELOAD',
        'CANCEL_APPROVAL',
        'CANCEL_RECOVERY',
      ]),
    )
    expect(FRAME_REQUEST_TYPES).toHaveLength(24)
  })

  it('reads the frame’s approval events and refuses malformed ones', () => {
    const ok = [
      { type: 'FRAME_APPROVAL_NEEDED', payload: { requestId: ID } },
      { type: 'FRAME_APPROVAL_SIZE', payload: { height: 320 } },
      { type: 'FRAME_APPROVAL_DONE', payload: { requestId: ID, outcome: 'rejected' } },
    ]
    for (const event of ok) expect(frameApprovalEventSchema.safeParse(event).success).toBe(true)
    for (const event of [
      { type: 'FRAME_APPROVAL_NEEDED', payload: {} },
      { type: 'FRAME_APPROVAL_SIZE', payload: { height: -1 } },
      { type: 'FRAME_APPROVAL_DONE', payload: { requestId: ID, outcome: 'maybe' } },
    ]) {
      expect(frameApprovalEventSchema.safeParse(event).success).toBe(false)
    }
  })

  it('reads the frame’s recovery events and refuses malformed ones', () => {
    for (const event of [
      { type: 'FRAME_RECOVERY_NEEDED', payload: { requestId: ID } },
      { type: 'FRAME_RECOVERY_SIZE', payload: { height: 280 } },
      { type: 'FRAME_RECOVERY_DONE', payload: { requestId: ID, outcome: 'cancelled' } },
    ])
      expect(frameRecoveryEventSchema.safeParse(event).success).toBe(true)
    for (const event of [
      { type: 'FRAME_RECOVERY_NEEDED', payload: { requestId: '' } },
      { type: 'FRAME_RECOVERY_SIZE', payload: { height: 20_000 } },
      { type: 'FRAME_RECOVERY_DONE', payload: { requestId: ID, outcome: 'rejected' } },
      { type: 'FRAME_APPROVAL_DONE', payload: { requestId: ID, outcome: 'cancelled' } },
    ])
      expect(frameRecoveryEventSchema.safeParse(event).success).toBe(false)
  })

  it('reads a valid app message and refuses malformed ones', () => {
    expect(
      parseAppMessage({ id: ID, type: 'CONNECT_EMAIL', payload: { email: 'ada@example.com' } }),
    ).toEqual({
      id: ID,
      type: 'CONNECT_EMAIL',
      payload: { email: 'ada@example.com' },
    })
    expect(parseAppMessage({ id: ID, type: 'SIGN_OUT' })).toEqual({
      id: ID,
      type: 'SIGN_OUT',
      payload: {},
    })
    expect(
      parseAppMessage({ id: ID, type: 'CONNECT_EMAIL', payload: { email: 'not an address' } }),
    ).toBeUndefined()
    expect(parseAppMessage({ id: ID, type: 'STEAL_KEY', payload: {} })).toBeUndefined()
    expect(parseAppMessage({ id: ID, type: 'constructor', payload: {} })).toBeUndefined()
    expect(parseAppMessage({ type: 'SIGN_OUT' })).toBeUndefined()
    expect(parseAppMessage('SIGN_OUT')).toBeUndefined()
    expect(
      parseAppMessage({
        id: ID,
        type: 'SYNC_THEME',
        payload: { themeMode: 'purple', themeVariables: {}, w3mThemeVariables: {} },
      }),
    ).toBeUndefined()
    expect(
      parseAppMessage({ id: ID, type: 'SET_PREFERRED_ACCOUNT', payload: { type: 'eoa' } })?.payload,
    ).toEqual({ type: 'eoa' })
  })

  it('reads success and error replies for the request type waited on', () => {
    const user = {
      email: 'ada@example.com',
      address: '0x1234567890123456789012345678901234567890',
      chainId: 1,
      accounts: [{ address: '0x1234567890123456789012345678901234567890', type: 'eoa' }],
    }
    expect(parseReply('GET_USER', { id: ID, type: 'GET_USER_SUCCESS', payload: user })).toEqual({
      id: ID,
      ok: true,
      result: user,
    })
    expect(
      parseReply('GET_USER', {
        id: ID,
        type: 'GET_USER_ERROR',
        payload: { message: 'Not signed in', code: 'UNAUTHORIZED' },
      }),
    ).toEqual({
      id: ID,
      ok: false,
      error: { message: 'Not signed in', code: 'UNAUTHORIZED' },
    })
    // Another type's reply, a result of the wrong shape, an error without a message: not replies.
    expect(
      parseReply('GET_USER', { id: ID, type: 'SIGN_OUT_SUCCESS', payload: {} }),
    ).toBeUndefined()
    expect(
      parseReply('GET_USER', { id: ID, type: 'GET_USER_SUCCESS', payload: { address: 'x' } }),
    ).toBeUndefined()
    expect(parseReply('GET_USER', { id: ID, type: 'GET_USER_ERROR', payload: {} })).toBeUndefined()
    expect(
      parseReply('IS_CONNECTED', {
        id: ID,
        type: 'IS_CONNECTED_SUCCESS',
        payload: { isConnected: true },
      }),
    ).toEqual({
      id: ID,
      ok: true,
      result: { isConnected: true },
    })
  })
})
